// Which viewer a file gets, by its extension (spec knowledge base §2 "Viewers by file extension"):
// pdf; presentations; audio; office documents (Word converted to HTML, spreadsheets as tables,
// the rest a download); images; videos; anything else a download link.
import {
  AUDIO_EXTENSIONS,
  fileExtension,
  IMAGE_EXTENSIONS,
  OFFICE_EXTENSIONS,
  PDF_EXTENSIONS,
  PRESENTATION_EXTENSIONS,
  VIDEO_EXTENSIONS,
} from '../../../../contract/upload-constants';

export type FileKind =
  'pdf' | 'presentation' | 'audio' | 'word' | 'spreadsheet' | 'office' | 'image' | 'video' | 'captions' | 'other';

/** Word documents mammoth can turn into HTML; the older .doc, .dot and .rtf it cannot. */
const WORD = ['docx', 'dotx'];
/** Spreadsheets SheetJS reads in the spreadsheet worker. */
const SPREADSHEET = ['csv', 'xls', 'xlsx', 'ods'];

export function fileKind(url: string): FileKind {
  const ext = fileExtension(url);
  const is = (list: readonly string[]) => list.includes(ext);
  if (is(PDF_EXTENSIONS)) return 'pdf';
  if (is(PRESENTATION_EXTENSIONS)) return 'presentation';
  if (is(AUDIO_EXTENSIONS)) return 'audio';
  if (is(WORD)) return 'word';
  if (is(SPREADSHEET)) return 'spreadsheet';
  if (is(OFFICE_EXTENSIONS)) return 'office';
  if (is(IMAGE_EXTENSIONS)) return 'image';
  if (is(VIDEO_EXTENSIONS)) return 'video';
  if (ext === 'vtt') return 'captions';
  return 'other';
}

/**
 * An uploaded file's URL carrying the name it was uploaded with, in the fragment: stored names are
 * random, and the fragment never reaches the server (nor changes which file is served).
 */
export const withFileName = (url: string, name: string) => `${url.split('#')[0]}#${encodeURIComponent(name)}`;

/** The name to show for a file URL: the name it was uploaded with, else its last path segment. */
export function fileName(url: string): string {
  const fragment = url.split('#')[1];
  const last = fragment || url.split(/[?#]/)[0]!.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
