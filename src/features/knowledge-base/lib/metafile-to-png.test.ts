// EMF and WMF pictures from real files (tests/fixtures/real/office: Apache POI's vector_image.emf,
// santa.wmf, wrench.emf and SimpleEMF_windows.emf, and the WMF inside drawing.docx) are sized from
// their headers and played by rtf.js into SVG markup with no DOM but xmldom's (as in the import
// worker), or refused when it cannot draw them. Drawing the SVG as PNG needs a browser's canvas:
// the import journey checks that part (tests/e2e/knowledge-base-import.e2e.ts).
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metafileDrawing, metafileFormat, metafileSize } from './metafile-to-png';

const OFFICE = path.resolve(__dirname, '../../../../tests/fixtures/real/office');

function file(name: string): ArrayBuffer {
  const bytes = fs.readFileSync(path.join(OFFICE, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** word/media/image1.wmf of drawing.docx, read with JSZip as Word stored it. */
async function docxWmf(): Promise<ArrayBuffer> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(file('drawing.docx'));
  return zip.file('word/media/image1.wmf')!.async('arraybuffer');
}

/** The shapes an SVG draws (what rtf.js writes for a metafile's drawing records). */
const shapes = (svg: string) =>
  svg.match(/<(path|polygon|polyline|rect|ellipse|circle|line|text|image)\b/g)?.length ?? 0;

describe('EMF and WMF pictures', () => {
  it('names the formats Word gives them', () => {
    const types = ['image/x-emf', 'image/emf', 'image/x-wmf', 'image/wmf', 'image/png', 'image/tiff'];
    expect(types.map(metafileFormat)).toEqual(['EMF', 'EMF', 'WMF', 'WMF', null, null]);
  });

  it("takes each one's shown size from its header", async () => {
    // vector_image.emf's frame: 186.80 × 152.93 mm.
    const emf = metafileSize(file('vector_image.emf'), 'EMF')!;
    expect([emf.width, emf.height].map(Math.round)).toEqual([706, 578]);
    // santa.wmf's placeable header: 1,885 × 2,022 units at 1,000 to the inch.
    const wmf = metafileSize(file('santa.wmf'), 'WMF')!;
    expect([wmf.width, wmf.height].map(Math.round)).toEqual([181, 194]);
    // The picture in drawing.docx: 90 × 50 units at 95 to the inch.
    const inDocx = metafileSize(await docxWmf(), 'WMF')!;
    expect([inDocx.width, inDocx.height].map(Math.round)).toEqual([91, 51]);
  });

  it('gives no size for bytes that are not such a file, or are cut short', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).buffer;
    expect(metafileSize(png, 'EMF')).toBeNull();
    expect(metafileSize(png, 'WMF')).toBeNull();
    expect(metafileSize(file('vector_image.emf').slice(0, 20), 'EMF')).toBeNull();
    expect(metafileSize(file('santa.wmf').slice(0, 10), 'WMF')).toBeNull();
  });

  it('plays each real file into SVG markup of its shapes, at twice its shown size', async () => {
    for (const [bytes, type, width, height] of [
      [file('vector_image.emf'), 'image/x-emf', 1412, 1156],
      [file('santa.wmf'), 'image/x-wmf', 362, 388],
      [await docxWmf(), 'image/x-wmf', 182, 101],
    ] as const) {
      const drawing = (await metafileDrawing(bytes, type))!;
      expect(drawing, type).toMatchObject({ width, height });
      expect(drawing.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(drawing.svg).toContain(`width="${width}px"`);
      expect(shapes(drawing.svg), type).toBeGreaterThan(0);
    }
    // No DOM was left behind for the rest of the worker.
    expect((globalThis as { document?: unknown }).document).toBeUndefined();
  });

  it('answers null for a picture it cannot draw, so the note stays', async () => {
    // wrench.emf holds OpenGL records, which rtf.js refuses; SimpleEMF_windows.emf draws only in
    // EMF+ records, which it skips (a blank picture); a file cut short; a TIFF.
    expect(await metafileDrawing(file('wrench.emf'), 'image/x-emf')).toBeNull();
    expect(await metafileDrawing(file('SimpleEMF_windows.emf'), 'image/x-emf')).toBeNull();
    expect(await metafileDrawing(file('vector_image.emf').slice(0, 200), 'image/x-emf')).toBeNull();
    expect(await metafileDrawing(file('santa.wmf'), 'image/tiff')).toBeNull();
  });
});
