// File types of knowledge-base uploads: the type a file is served with, decided by its extension
// (never by what the uploader declared), whether a browser may show it inline, and the signatures
// that tell a video or a zip package by its first bytes (a renamed document is not a video).
import type { UploadMode } from '../../../contract/uploads';

interface ServedType {
  mime: string;
  /** Shown in the page (media, raster images, PDF, captions); everything else downloads. */
  inline: boolean;
}

const INLINE: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  /** Captions for the video player's <track>. */
  vtt: 'text/vtt',
};

/** Types named for downloads and for the upload's Content-Type when the browser gave none. */
const DOWNLOAD: Readonly<Record<string, string>> = {
  zip: 'application/zip',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  doc: 'application/msword',
  dot: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  dotx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  rtf: 'application/rtf',
  ppt: 'application/vnd.ms-powerpoint',
  pps: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  txt: 'text/plain',
};

/** The type a file with this extension is uploaded as when the browser named none. */
export function contentTypeOf(ext: string): string {
  return INLINE[ext] ?? DOWNLOAD[ext] ?? 'application/octet-stream';
}

/**
 * How a stored file is served. Only the inline list keeps its type; the rest goes out as an
 * attachment of a type no browser renders (HTML or SVG would otherwise run on this origin).
 */
export function servedType(ext: string): ServedType {
  const inline = INLINE[ext];
  return inline ? { mime: inline, inline: true } : { mime: 'application/octet-stream', inline: false };
}

/** How many leading bytes looksLike() reads. */
export const SNIFF_BYTES = 12;

/** ISO base media (mp4, mov, m4v, 3gp): a box size, then its type. QuickTime may open with other boxes. */
const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** Whether a file's first bytes are of a kind its upload mode accepts (video, or a zip for SCORM). */
export function looksLike(mode: Exclude<UploadMode, 'multi'>, head: Buffer): boolean {
  if (mode === 'scorm') return head.length >= 4 && head.readUInt32BE(0) === 0x504b0304;
  if (head.length < 12) return false;
  if (ISO_BOXES.has(head.toString('latin1', 4, 8))) return true;
  if (head.readUInt32BE(0) === 0x1a45dfa3) return true; // Matroska / WebM (EBML)
  if (head.toString('latin1', 0, 4) === 'OggS') return true;
  return head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ';
}
