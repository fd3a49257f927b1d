// Converting a Word document (mammoth) or a workbook's chosen sheets (SheetJS) into the editor's
// document, all of it in the import worker (workers/import-worker.ts) so the page never waits on it
// (issue 19: a 475 KB tender document froze the tab for 44 s). The worker has no DOM: the HTML both
// libraries write is well-formed (mammoth closes every element, escapes &, <, >, "), so
// @xmldom/xmldom reads it, and html-to-slate.ts cleans it with the same allowlist as any pasted
// HTML. Pictures come back as bytes with a placeholder URL for the page to upload; what could not
// be kept is counted for the import's report.
import { DOMParser } from '@xmldom/xmldom';
import { officeFileProblem } from '../../../lib/table-file/office-file-check';
import { spreadsheetError, type SheetSummary } from '../../../lib/table-file/read-rows';
import { readHtmlNodes, type HtmlNode } from '../editor/html-to-slate';
import type { ArticleDocument } from '../editor/types';
import { metafileDrawing, type MetafileDrawing } from './metafile-to-png';
import { sheetsHtml, type SheetCut } from './sheets-html';
import { applyListStarts, markNumberedParagraphs, readListStarts, type ListStarts } from './word-numbering';

/** A file larger than this is refused before reading: no article holds that much. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** A converted document of more elements and texts than this is refused (the editor could not carry it). */
export const IMPORT_MAX_NODES = 400_000;
/** Where a picture waits for its upload: `${PICTURE_PLACEHOLDER}${index}` (a site path, so the reader keeps it). */
export const PICTURE_PLACEHOLDER = '/import-picture/';
/**
 * A picture no browser shows (EMF, WMF, TIFF): `${UNSHOWN_PLACEHOLDER}${index}`. EMF and WMF ones are
 * played into SVG here and drawn as PNG by the page (metafile-to-png.ts); any other, or one that
 * cannot be drawn, is replaced by a note.
 */
export const UNSHOWN_PLACEHOLDER = '/import-unshown/';

const SHOWABLE = /^image\/(png|jpe?g|gif|webp|bmp)$/i;

/** Word's title styles as headings (mammoth's default map gives them as plain paragraphs). */
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

export interface ImportedPicture {
  bytes: ArrayBuffer;
  type: string;
}

export interface ImportReport {
  /** Pictures that were inside table cells, placed after their table. */
  picturesOutOfCells: number;
  /** Tables that were inside table cells, placed after their table. */
  tablesOutOfCells: number;
  /** The format of each picture a browser cannot show (EMF, WMF…), in the order of `drawings`. */
  unshownPictures: string[];
  /** Drawn shapes and charts (not pictures), which mammoth leaves out (their text boxes' text stays). */
  shapes: number;
}

export type ImportFailure = 'unreadable' | 'encrypted' | 'oldWord' | 'tooLarge';

type Converted = Extract<ConvertAnswer, { document: unknown }>;

export type ConvertAnswer =
  | {
      document: ArticleDocument;
      pictures: ImportedPicture[];
      /** Each picture a browser cannot show, played into SVG for the page to draw as PNG, or null. */
      drawings: (MetafileDrawing | null)[];
      report: ImportReport;
      cut: SheetCut[];
    }
  | { workbook: SheetSummary[] }
  | { error: ImportFailure; nodes?: number };

export type ImportStage = 'converting' | 'building';
export type ProgressListener = (stage: ImportStage, fraction: number) => void;

/** Parses HTML written by mammoth or SheetJS into nodes the reader takes (no DOM needed). */
export function parseWrittenHtml(html: string): HtmlNode[] {
  const silent = () => undefined;
  const parsed = new DOMParser({
    errorHandler: { warning: silent, error: silent, fatalError: silent },
  }).parseFromString(
    // Characters XML forbids (Word keeps form feeds and vertical tabs) would stop the parser.
    // eslint-disable-next-line no-control-regex -- exactly those characters are meant
    `<body>${html.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ' ')}</body>`,
    'text/xml',
  );
  return Array.from((parsed.documentElement as unknown as HtmlNode).childNodes);
}

function nodeCount(nodes: readonly object[]): number {
  let count = 0;
  const stack = [...nodes];
  while (stack.length) {
    const node = stack.pop() as { children?: object[] };
    count++;
    if (node.children) stack.push(...node.children);
  }
  return count;
}

/**
 * The drawn shapes and charts in a .docx's body (document.xml): drawings without a picture (a:blip)
 * and VML shapes without an image, each counted once (Word writes a VML fallback beside a drawing).
 */
export function countShapes(documentXml: string): number {
  const xml = documentXml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, '');
  const without = (pattern: RegExp, picture: string) =>
    (xml.match(pattern) ?? []).filter((element) => !element.includes(picture)).length;
  return (
    without(/<w:drawing>[\s\S]*?<\/w:drawing>/g, '<a:blip ') + without(/<w:pict>[\s\S]*?<\/w:pict>/g, '<v:imagedata ')
  );
}

/**
 * What is read from the .docx's parts before mammoth, its zip opened once: the drawn shapes for the
 * report, and the file mammoth reads with its numbered paragraphs marked, with its lists' first
 * numbers (word-numbering.ts). A part that cannot be read here changes nothing: mammoth reports it.
 */
async function prepareWord(
  buffer: ArrayBuffer,
): Promise<{ source: ArrayBuffer; starts: ListStarts | null; shapes: number }> {
  try {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(buffer);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const shapes = countShapes(xml);
    const numbering = await zip.file('word/numbering.xml')?.async('string');
    if (!numbering || !xml) return { source: buffer, starts: null, shapes };
    zip.file('word/document.xml', markNumberedParagraphs(xml));
    return { source: await zip.generateAsync({ type: 'arraybuffer' }), starts: readListStarts(numbering), shapes };
  } catch {
    return { source: buffer, starts: null, shapes: 0 };
  }
}

/** A picture a browser cannot show: its MIME type, and its drawing when it is an EMF or WMF one. */
interface UnshownPicture {
  type: string;
  drawing: MetafileDrawing | null;
}

function finish(
  html: string,
  progress: ProgressListener,
  {
    pictures = [],
    unshown = [],
    cut = [],
    shapes = 0,
  }: Partial<Pick<Converted, 'pictures' | 'cut'>> & {
    unshown?: UnshownPicture[];
    shapes?: number;
  },
): ConvertAnswer {
  progress('building', 0);
  const { document, notes } = readHtmlNodes(parseWrittenHtml(html), (done, total) =>
    progress('building', done / total),
  );
  const nodes = nodeCount(document);
  if (nodes > IMPORT_MAX_NODES) return { error: 'tooLarge', nodes };
  const unshownPictures = unshown.map(({ type }) => type.replace(/^image\/(x-)?/i, '').toUpperCase() || '?');
  const drawings = unshown.map(({ drawing }) => drawing);
  return { document, pictures, drawings, cut, report: { ...notes, unshownPictures, shapes } };
}

/** A .docx as the editor's document. `idPrefix` keeps its footnotes' ids apart from the article's others. */
export async function convertWord(
  buffer: ArrayBuffer,
  idPrefix: string,
  progress: ProgressListener,
): Promise<ConvertAnswer> {
  if (buffer.byteLength > IMPORT_MAX_BYTES) return { error: 'tooLarge' };
  const problem = officeFileProblem(buffer);
  if (problem) return { error: problem };
  progress('converting', 0);
  const mammoth = await import('mammoth');
  const pictures: ImportedPicture[] = [];
  const unshown: ImportedPicture[] = [];
  const convertImage = mammoth.images.imgElement(async (image) => {
    const type = image.contentType ?? '';
    const [list, placeholder] = SHOWABLE.test(type) ? [pictures, PICTURE_PLACEHOLDER] : [unshown, UNSHOWN_PLACEHOLDER];
    // A copy in an ArrayBuffer of its own (mammoth's browser build may answer a view of its zip).
    list.push({ bytes: new Uint8Array(await image.readAsArrayBuffer()).slice().buffer, type });
    return { src: `${placeholder}${list.length - 1}` };
  });
  // Lists keep Word's numbers: each numbered paragraph is marked for mammoth to carry through.
  const { source, starts, shapes } = await prepareWord(buffer);
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml(
      // `buffer` for mammoth's Node build (the unit tests), `arrayBuffer` for its browser build.
      { arrayBuffer: source, buffer: source } as { arrayBuffer: ArrayBuffer },
      { convertImage, idPrefix, styleMap: STYLE_MAP },
    ));
  } catch {
    return { error: 'unreadable' };
  }
  if (starts) html = applyListStarts(html, starts);
  // EMF and WMF pictures played into SVG here, off the page (metafile-to-png.ts).
  const drawn = await Promise.all(
    unshown.map(async ({ bytes, type }) => ({ type, drawing: await metafileDrawing(bytes, type) })),
  );
  return finish(html, progress, { pictures, unshown: drawn, shapes });
}

/** A workbook's sheets (all of them when it has one with data; else those chosen) as tables. */
export function convertWorkbook(
  buffer: ArrayBuffer,
  sheets: string[] | undefined,
  progress: ProgressListener,
): ConvertAnswer {
  if (buffer.byteLength > IMPORT_MAX_BYTES) return { error: 'tooLarge' };
  progress('converting', 0);
  let answer: ReturnType<typeof sheetsHtml>;
  try {
    answer = sheetsHtml(buffer, sheets);
  } catch (error) {
    const problem = spreadsheetError(buffer, error);
    return { error: problem === 'encrypted' || problem === 'oldWord' ? problem : 'unreadable' };
  }
  if ('workbook' in answer) return answer;
  if ('error' in answer) {
    const { error } = answer;
    return { error: error === 'encrypted' || error === 'oldWord' ? error : 'unreadable' };
  }
  return finish(answer.html, progress, { cut: answer.cut });
}
