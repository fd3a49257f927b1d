// Files dropped or pasted into the editor (spec knowledge base §2): Word .docx is converted to HTML
// with mammoth, an .xls/.xlsx gives its first sheet as a table (read in a worker with a time limit),
// an image goes in as a picture; anything else is refused with the §2 alert. The HTML from mammoth
// and SheetJS is never trusted: it goes through the editor's reader like any pasted HTML.
import { readSpreadsheet } from '../lib/read-spreadsheet';

export type DroppedKind = 'word' | 'excel' | 'image' | 'unsupported';

const WORD = /\.docx$/i;
const EXCEL = /\.(xlsx|xls|xlsm)$/i;
const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;

export function droppedKind(file: Pick<File, 'name' | 'type'>): DroppedKind {
  if (WORD.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    return 'word';
  }
  if (
    EXCEL.test(file.name) ||
    file.type === 'application/vnd.ms-excel' ||
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  ) {
    return 'excel';
  }
  if (IMAGE.test(file.name) || /^image\/(png|jpeg|gif|webp|bmp)$/.test(file.type)) return 'image';
  return 'unsupported';
}

/** A picture as a data URL (kept in the article until image uploads are available). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type ImportResult =
  { html: string } | { image: string; alt: string } | { error: 'unsupported' | 'unreadable' | 'timeout' };

export async function importFile(file: File): Promise<ImportResult> {
  switch (droppedKind(file)) {
    case 'word': {
      const mammoth = await import('mammoth');
      try {
        const { value } = await mammoth.convertToHtml({ arrayBuffer: await file.arrayBuffer() });
        return { html: value };
      } catch {
        return { error: 'unreadable' };
      }
    }
    case 'excel': {
      const answer = await readSpreadsheet(file);
      return 'html' in answer
        ? { html: answer.html }
        : { error: answer.error === 'timeout' ? 'timeout' : 'unreadable' };
    }
    case 'image':
      return { image: await readAsDataUrl(file), alt: file.name.replace(/\.[^.]+$/, '') };
    default:
      return { error: 'unsupported' };
  }
}
