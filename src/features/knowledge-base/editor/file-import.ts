// Files dropped, pasted or chosen in the editor (spec knowledge base §2): Word .docx is converted to
// HTML with mammoth, a workbook (.xlsx, .xls, .ods, .csv) gives the sheets the author chooses as
// tables (read in a worker with a time limit), an image goes in as a picture; a Word 97–2003 .doc
// and a password-protected file are named as such, and anything else is refused with the §2 alert. The HTML from mammoth
// and SheetJS is never trusted: it goes through the editor's reader like any pasted HTML.
// Pictures (a dropped image, or those inside a Word document) are uploaded (§7
// knowledgebase/upload_file/jodit/1/) and the article keeps their URL; when that fails (offline,
// a type the server refuses) the picture stays inline as a data URL, so nothing dropped is lost.
import { officeFileProblem } from '../../../lib/table-file/office-file-check';
import type { SheetSummary } from '../../../lib/table-file/read-rows';
import { uploadEditorImage } from '../api/upload-editor-image';
import { readSpreadsheet } from '../lib/read-spreadsheet';
import type { SheetCut } from '../workers/spreadsheet-worker';

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

export type ImportError = 'unsupported' | 'unreadable' | 'timeout' | 'encrypted' | 'oldWord';

export type ImportResult =
  /** `cut`: sheets longer than the row cap, with their numbers. */
  | { html: string; cut?: SheetCut[] }
  /** A workbook of several sheets: import again with the sheets chosen (importSheets). */
  | { workbook: SheetSummary[] }
  /** `inline`: the upload failed and the picture is a data URL. */
  | { image: string; alt: string; inline?: boolean }
  | { error: ImportError };

/** The chosen sheets of a workbook as tables. */
export async function importSheets(file: File, sheets?: string[]): Promise<ImportResult> {
  const answer = await readSpreadsheet(file, sheets);
  if ('html' in answer) return { html: answer.html, cut: answer.cut };
  if ('workbook' in answer) return answer;
  const { error } = answer;
  return { error: error === 'empty' ? 'unreadable' : error };
}

/** The uploaded picture's URL, or null when it could not be uploaded. */
async function uploaded(image: Blob, name: string): Promise<string | null> {
  try {
    return await uploadEditorImage(image, name);
  } catch {
    return null;
  }
}

export async function importFile(file: File): Promise<ImportResult> {
  switch (droppedKind(file)) {
    case 'oldWord':
      return { error: 'oldWord' };
    case 'word': {
      const bytes = await file.arrayBuffer();
      const problem = officeFileProblem(bytes);
      if (problem) return { error: problem };
      const mammoth = await import('mammoth');
      try {
        const convertImage = mammoth.images.imgElement(async (image) => {
          const data = await image.readAsArrayBuffer();
          const url = await uploaded(new Blob([data], { type: image.contentType }), 'image');
          return { src: url ?? `data:${image.contentType};base64,${await image.readAsBase64String()}` };
        });
        const { value } = await mammoth.convertToHtml({ arrayBuffer: bytes }, { convertImage });
        return { html: value };
      } catch {
        return { error: 'unreadable' };
      }
    }
    case 'excel':
      return importSheets(file);
    case 'image': {
      const alt = file.name.replace(/\.[^.]+$/, '');
      const url = await uploaded(file, file.name);
      return url ? { image: url, alt } : { image: await readAsDataUrl(file), alt, inline: true };
    }
    default:
      return { error: 'unsupported' };
  }
}
