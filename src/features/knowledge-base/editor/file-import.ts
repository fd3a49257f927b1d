// Files dropped, pasted or chosen in the editor (spec knowledge base §2): Word .docx is converted
// with mammoth, a workbook (.xlsx, .xls, .ods, .csv) gives the sheets the author chooses as tables,
// both in the import worker (lib/run-import.ts: progress, cancel, a time limit), an image goes in as
// a picture; a Word 97–2003 .doc and a password-protected file are named as such, and anything else
// is refused with the §2 alert. The HTML from mammoth and SheetJS is never trusted: it goes through
// the editor's reader like any pasted HTML (in the worker).
// Pictures (a dropped image, or those inside a Word document) are uploaded (§7
// knowledgebase/upload_file/jodit/1/) and the article keeps their URL; when that fails (offline,
// a type the server refuses) the picture stays inline as a data URL, so nothing dropped is lost.
import type { SheetSummary } from '../../../lib/table-file/read-rows';
import { uploadEditorImage } from '../api/upload-editor-image';
import {
  IMPORT_MAX_BYTES,
  PICTURE_PLACEHOLDER,
  UNSHOWN_PLACEHOLDER,
  type ConvertAnswer,
  type ImportStage,
} from '../lib/convert-office';
import { runImport } from '../lib/run-import';
import { drawingToPng } from '../lib/metafile-to-png';
import type { BlockElement } from './types';

export type DroppedKind = 'word' | 'oldWord' | 'excel' | 'image' | 'unsupported';

const WORD = /\.docx$/i;
const OLD_WORD = /\.(doc|dot)$/i;
const EXCEL = /\.(xlsx|xls|xlsm|ods|csv)$/i;
const EXCEL_TYPES = new Set([
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
]);

/** What the editor's file picker offers: extensions and types both, as phones filter by type. */
export const IMPORT_ACCEPT = [
  '.docx',
  '.doc',
  '.xlsx',
  '.xls',
  '.xlsm',
  '.ods',
  '.csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  ...EXCEL_TYPES,
].join(',');
const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;

export function droppedKind(file: Pick<File, 'name' | 'type'>): DroppedKind {
  if (WORD.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    return 'word';
  }
  if (OLD_WORD.test(file.name) || file.type === 'application/msword') return 'oldWord';
  if (EXCEL.test(file.name) || EXCEL_TYPES.has(file.type)) return 'excel';
  if (IMAGE.test(file.name) || /^image\/(png|jpeg|gif|webp|bmp)$/.test(file.type)) return 'image';
  return 'unsupported';
}

/** A picture as a data URL (kept in the article when it could not be uploaded). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type ImportError = 'unsupported' | 'unreadable' | 'timeout' | 'encrypted' | 'oldWord' | 'tooLarge';

export type ImportResult =
  /** A converted Word document or workbook, with its pictures still to upload (placeDocument). */
  | { converted: Converted }
  /** A workbook of several sheets: import again with the sheets chosen. */
  | { workbook: SheetSummary[] }
  /** `inline`: the upload failed and the picture is a data URL. */
  | { image: string; alt: string; inline?: boolean }
  | { error: ImportError; nodes?: number }
  | { cancelled: true };

export type Converted = Extract<ConvertAnswer, { document: unknown }>;

/** The uploaded picture's URL, or null when it could not be uploaded. */
async function uploaded(image: Blob, name: string): Promise<string | null> {
  try {
    return await uploadEditorImage(image, name);
  } catch {
    return null;
  }
}

let imports = 0;

/**
 * Converts a Word document or a workbook in the import worker (`sheets`: those chosen of a
 * workbook). `start` hands over the cancel of the running conversion.
 */
export async function convertInWorker(
  file: File,
  kind: 'word' | 'excel',
  onProgress: (stage: ImportStage, fraction: number) => void,
  start: (cancel: () => void) => void,
  sheets?: string[],
): Promise<ImportResult> {
  if (file.size > IMPORT_MAX_BYTES) return { error: 'tooLarge' };
  const buffer = await file.arrayBuffer();
  // Footnote ids stay apart from those of another document imported into the same article.
  const idPrefix = `i${Date.now().toString(36)}${imports++}-`;
  const run = runImport(kind === 'word' ? { kind, buffer, idPrefix } : { kind, buffer, sheets }, onProgress);
  start(run.cancel);
  const answer = await run.result;
  if ('document' in answer) return { converted: answer };
  return answer;
}

/** What became of a converted document's pictures once placed. */
export interface PlacedPictures {
  document: BlockElement[];
  /** Pictures kept as data URLs inside the article (their upload failed). */
  inline: number;
  /** The format of each EMF/WMF picture drawn as PNG. */
  drawn: string[];
  /** The format of each picture left as a note (no browser shows it and it could not be drawn). */
  notShown: string[];
}

/**
 * Uploads a converted document's pictures and puts their URLs in it (a picture whose upload fails
 * stays as a data URL); an EMF or WMF picture the worker played into SVG is drawn as PNG first
 * (metafile-to-png.ts); a picture no browser shows and not drawn becomes the note `unshownNote` gives.
 */
export async function placePictures(
  converted: Converted,
  unshownNote: (format: string) => string,
  onProgress: (fraction: number) => void,
): Promise<PlacedPictures> {
  let inline = 0;
  const place = async (blob: Blob, name: string) => {
    const url = await uploaded(blob, name);
    if (url) return url;
    inline++;
    return readAsDataUrl(blob);
  };
  const total = converted.pictures.length + converted.drawings.filter(Boolean).length;
  let placed = 0;
  const urls: string[] = [];
  for (const [i, picture] of converted.pictures.entries()) {
    const blob = new Blob([picture.bytes], { type: picture.type });
    urls.push(await place(blob, `picture-${i + 1}.${picture.type.split('/')[1] ?? 'png'}`));
    onProgress(++placed / total);
  }
  const { unshownPictures } = converted.report;
  const drawnUrls: (string | null)[] = [];
  for (const [i, drawing] of converted.drawings.entries()) {
    const png = drawing && (await drawingToPng(drawing));
    drawnUrls.push(png && (await place(png, `picture-${converted.pictures.length + i + 1}.png`)));
    if (drawing) onProgress(++placed / total);
  }
  // Pictures stand at the top level: the reader places those of cells and links there.
  const swap = (nodes: BlockElement[]): BlockElement[] =>
    nodes.map((node): BlockElement => {
      if (node.type === 'image' && node.url.startsWith(PICTURE_PLACEHOLDER)) {
        return { ...node, url: urls[Number(node.url.slice(PICTURE_PLACEHOLDER.length))] ?? '' };
      }
      if (node.type === 'image' && node.url.startsWith(UNSHOWN_PLACEHOLDER)) {
        const index = Number(node.url.slice(UNSHOWN_PLACEHOLDER.length));
        const url = drawnUrls[index];
        if (url) return { ...node, url };
        return { type: 'paragraph', children: [{ text: unshownNote(unshownPictures[index] ?? '?'), italic: true }] };
      }
      return node;
    });
  return {
    document: swap(converted.document).filter((n) => n.type !== 'image' || n.url),
    inline,
    drawn: unshownPictures.filter((_, i) => drawnUrls[i]),
    notShown: unshownPictures.filter((_, i) => !drawnUrls[i]),
  };
}

export async function importImage(file: File): Promise<ImportResult> {
  const alt = file.name.replace(/\.[^.]+$/, '');
  const url = await uploaded(file, file.name);
  return url ? { image: url, alt } : { image: await readAsDataUrl(file), alt, inline: true };
}
