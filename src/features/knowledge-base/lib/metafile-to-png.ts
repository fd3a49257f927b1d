// EMF and WMF pictures (Word's drawings, diagrams pasted from Visio or Excel, old clip art) drawn as
// PNG, so an imported document keeps them (issue 19: browsers cannot show either format, and they
// were left as a note). Two halves:
// - in the import worker, rtf.js's EMFJS and WMFJS (MIT) play the metafile's records into SVG
//   elements. They create them with `document.createElementNS`, and the worker has no DOM, so they
//   are given @xmldom/xmldom's document for the time of the call (the only DOM calls they make are
//   createElementNS, createTextNode, setAttribute(NS) and appendChild). Loading and running them on
//   the page was one main-thread task of 100–190 ms;
// - on the page, the SVG markup is drawn on a canvas at its size and saved as PNG (the browser
//   decodes the SVG image off the main thread).
// A picture they cannot draw stays a note in the text.
import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';

export type MetafileFormat = 'EMF' | 'WMF';

/** The size a metafile says it is meant to be shown at, in CSS pixels (96 to the inch). */
export interface MetafileSize {
  format: MetafileFormat;
  width: number;
  height: number;
}

/** A metafile played into SVG markup `width` × `height` pixels, for the page to draw as PNG. */
export interface MetafileDrawing {
  svg: string;
  width: number;
  height: number;
}

/** The longest side of the PNG drawn (twice the shown size for sharp lines, up to this). */
const MAX_SIDE = 2000;
const WMF_PLACEABLE_KEY = 0x9ac6cdd7;
const WMF_SET_WINDOW_EXT = 0x020c;
const EMF_HEADER = 1;
const PX_PER_INCH = 96;
const HUNDREDTHS_MM_PER_INCH = 2540;
const MM_ANISOTROPIC = 8;
/** What rtf.js writes for a record that draws something. */
const DRAWN = /<(path|polygon|polyline|rect|ellipse|circle|line|text|image)\b/;

export function metafileFormat(type: string): MetafileFormat | null {
  const name = type.toLowerCase().replace(/^image\/(x-)?/, '');
  return name === 'emf' ? 'EMF' : name === 'wmf' ? 'WMF' : null;
}

const positive = (size: MetafileSize): MetafileSize | null => (size.width > 0 && size.height > 0 ? size : null);

/**
 * The shown size from the file's header: an EMF's frame (hundredths of a millimetre); a WMF's
 * placeable header (its bounding box and units per inch), else its first SetWindowExt record (taken
 * as pixels). Null when the bytes are not such a file or give no size.
 */
export function metafileSize(bytes: ArrayBuffer, format: MetafileFormat): MetafileSize | null {
  const view = new DataView(bytes);
  const int16s = (...at: number[]) => at.map((i) => view.getInt16(i, true));
  try {
    if (format === 'EMF') {
      if (view.getUint32(0, true) !== EMF_HEADER) return null;
      const [left, top, right, bottom] = [24, 28, 32, 36].map((at) => view.getInt32(at, true)) as [
        number,
        number,
        number,
        number,
      ];
      const scale = PX_PER_INCH / HUNDREDTHS_MM_PER_INCH;
      return positive({ format, width: (right - left) * scale, height: (bottom - top) * scale });
    }
    if (view.getUint32(0, true) === WMF_PLACEABLE_KEY) {
      const [left, top, right, bottom, perInch] = int16s(6, 8, 10, 12, 14) as [number, number, number, number, number];
      if (perInch <= 0) return null;
      const scale = PX_PER_INCH / perInch;
      return positive({ format, width: (right - left) * scale, height: (bottom - top) * scale });
    }
    // A plain WMF: an 18-byte header, then records of (size in 16-bit words, function, parameters).
    for (let at = 18; at + 10 <= bytes.byteLength;) {
      const words = view.getUint32(at, true);
      if (words < 3) return null;
      if (view.getUint16(at + 4, true) === WMF_SET_WINDOW_EXT) {
        const [height, width] = int16s(at + 6, at + 8).map(Math.abs) as [number, number];
        return positive({ format, width, height });
      }
      at += words * 2;
    }
    return null;
  } catch {
    // A header cut short (RangeError): not a file we can size.
    return null;
  }
}

/** Runs `draw` with xmldom's document as the global one (restored after), as rtf.js needs one. */
function withDocument<T>(draw: () => T): T {
  const scope = globalThis as { document?: unknown };
  const previous = scope.document;
  scope.document = new DOMImplementation().createDocument(null, null, null);
  try {
    return draw();
  } finally {
    scope.document = previous;
  }
}

/**
 * An EMF or WMF picture played into SVG markup at twice its shown size (for sharp lines, at most
 * MAX_SIDE): null when it is neither, has no size, holds records rtf.js refuses (OpenGL ones), or
 * draws nothing it plays (an EMF drawn only in EMF+ records, which it skips, would be a blank
 * picture: the note says more than white paper would).
 */
export async function metafileDrawing(bytes: ArrayBuffer, type: string): Promise<MetafileDrawing | null> {
  const format = metafileFormat(type);
  const size = format && metafileSize(bytes, format);
  if (!size) return null;
  const scale = Math.min(2, MAX_SIDE / Math.max(size.width, size.height));
  const [width, height] = [size.width, size.height].map((side) => Math.max(1, Math.round(side * scale))) as [
    number,
    number,
  ];
  // Its records played onto the shown size; the SVG's viewBox is that, its width and height the PNG's.
  const extent = { xExt: Math.round(size.width), yExt: Math.round(size.height) };
  const settings = { width: `${width}px`, height: `${height}px`, mapMode: MM_ANISOTROPIC, ...extent };
  try {
    const { Renderer, loggingEnabled } =
      size.format === 'EMF'
        ? await import('rtf.js/dist/EMFJS.bundle.min.js')
        : await import('rtf.js/dist/WMFJS.bundle.min.js');
    loggingEnabled(false);
    const svg = withDocument(() => {
      const element = new Renderer(bytes).render({ ...settings, wExt: extent.xExt, hExt: extent.yExt });
      return new XMLSerializer().serializeToString(element as unknown as Node);
    });
    return DRAWN.test(svg) ? { svg, width, height } : null;
  } catch {
    return null;
  }
}

/** A drawing as a PNG on white paper, on the page (null if the browser cannot draw it). */
export function drawingToPng({ svg, width, height }: MetafileDrawing): Promise<Blob | null> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  return new Promise<Blob | null>((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [width, height];
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      // Metafiles draw on white paper; a transparent PNG would show them on the page's colour.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image, 0, 0, width, height);
      canvas.toBlob(resolve, 'image/png');
    };
    image.onerror = () => resolve(null);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
