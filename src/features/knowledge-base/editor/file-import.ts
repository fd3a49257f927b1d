// Files dropped or pasted into the editor (spec knowledge base §2): Word .docx is converted to HTML
// with mammoth, an .xls/.xlsx gives its first sheet as a table (read in a worker with a time limit),
// an image goes in as a picture; anything else is refused with the §2 alert. The HTML from mammoth
// and SheetJS is never trusted: it goes through the editor's reader like any pasted HTML.
// Pictures (a dropped image, or those inside a Word document) are uploaded (§7
// knowledgebase/upload_file/jodit/1/) and the article keeps their URL; when that fails (offline,
// a type the server refuses) the picture stays inline as a data URL, so nothing dropped is lost.
import { uploadEditorImage } from '../api/upload-editor-image';
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

/** A picture as a data URL (kept in the article when it could not be uploaded). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type ImportResult =
  | { html: string }
  /** `inline`: the upload failed and the picture is a data URL. */
  | { image: string; alt: string; inline?: boolean }
  | { error: 'unsupported' | 'unreadable' | 'timeout' };

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
    case 'word': {
      const mammoth = await import('mammoth');
      try {
        const convertImage = mammoth.images.imgElement(async (image) => {
          const data = await image.readAsArrayBuffer();
          const url = await uploaded(new Blob([data], { type: image.contentType }), 'image');
          return { src: url ?? `data:${image.contentType};base64,${await image.readAsBase64String()}` };
        });
        const { value } = await mammoth.convertToHtml({ arrayBuffer: await file.arrayBuffer() }, { convertImage });
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
    case 'image': {
      const alt = file.name.replace(/\.[^.]+$/, '');
      const url = await uploaded(file, file.name);
      return url ? { image: url, alt } : { image: await readAsDataUrl(file), alt, inline: true };
    }
    default:
      return { error: 'unsupported' };
  }
}
