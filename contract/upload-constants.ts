// Uploads and file viewers of the knowledge base without their schemas (spec knowledge base §2 file
// uploader and viewers, §7 uploads, §9 limits): the uploader's modes, which file types each accepts,
// the viewers' extension lists, the players' speeds and the refusals. No zod, so the article page
// and the form's uploader use the same lists as the server without loading it; uploads.ts builds
// the request schemas from them.

/** §2/§9: largest upload, in bytes (the server's limit is configurable, UPLOAD_MAX_BYTES). */
export const UPLOAD_MAX_BYTES = 30_000_000_000;
/** §9: an upload needs at least one file. */
export const UPLOAD_MIN_FILES = 1;

/**
 * §2 uploader modes: `scorm` one .zip package, `multi` files of any type, `video` one video file
 * (the uploader's default). The presign call checks the file against its mode and signs the mode
 * into the upload URL, so the upload itself is checked again.
 */
export const UPLOAD_MODES = ['video', 'multi', 'scorm'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];
export const DEFAULT_UPLOAD_MODE: UploadMode = 'video';
/** How many files one pick may hold, per mode (§2: SCORM one file, the default one video). */
export const UPLOAD_MAX_FILES: Readonly<Record<UploadMode, number>> = { video: 1, scorm: 1, multi: 50 };

/**
 * S3-compatible storage: files larger than this go up in parts (multipart upload), so one PUT never
 * nears S3's 5 GB cap and a dropped network costs one part, not the whole file.
 */
export const MULTIPART_THRESHOLD_BYTES = 100 * 1024 * 1024;
/** The preferred part size (raised for files so large that 10,000 parts would not hold them). */
export const MULTIPART_PART_BYTES = 16 * 1024 * 1024;
/** Part URLs the browser may ask for in one call. */
export const MULTIPART_URLS_PER_CALL = 100;

/** How long a signed upload URL may be used to start an upload. */
export const UPLOAD_URL_TTL_SECONDS = 60 * 60;

// §2 viewers by file extension.
export const PDF_EXTENSIONS = ['pdf'] as const;
/** Presentations: the office viewer's height 500; a browser cannot show them, so a download link. */
export const PRESENTATION_EXTENSIONS = ['ppt', 'pptx', 'pps', 'ppsx'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'aac', 'flac', 'm4a'] as const;
/** The office viewer (height 1200): Word documents and spreadsheets. */
export const OFFICE_EXTENSIONS = ['csv', 'xls', 'xlsx', 'ods', 'doc', 'docx', 'dot', 'dotx', 'rtf'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'avif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'ogv', 'mkv', 'avi', '3gp'] as const;
export const SCORM_EXTENSIONS = ['zip'] as const;

/** §2 office viewer and presentation heights (px). */
export const OFFICE_VIEWER_HEIGHT = 1200;
export const PRESENTATION_VIEWER_HEIGHT = 500;

/** §9 playback rates of the video player; the main (article) player adds 1.7. */
export const VIDEO_PLAYBACK_RATES = [2, 1.5, 1.2, 1, 0.7, 0.5] as const;
export const MAIN_VIDEO_PLAYBACK_RATES = [2, 1.7, 1.5, 1.2, 1, 0.7, 0.5] as const;
/** §9 skip back and forward, in seconds. */
export const VIDEO_SKIP_SECONDS = 10;
/** §2/§9 audio speeds, default 1. */
export const AUDIO_PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
export const DEFAULT_PLAYBACK_RATE = 1;

/** The lower-case extension of a file name or URL path ('' when it has none). */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

const has = (list: readonly string[], ext: string) => list.includes(ext);

/** Whether a file fits an uploader mode, judged by its name and declared type. */
export function fitsUploadMode(mode: UploadMode, fileName: string, contentType: string): boolean {
  const ext = fileExtension(fileName);
  const type = contentType.trim().toLowerCase();
  if (mode === 'multi') return true;
  if (mode === 'scorm') {
    return (
      has(SCORM_EXTENSIONS, ext) &&
      ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', ''].includes(type)
    );
  }
  return (
    has(VIDEO_EXTENSIONS, ext) && (type === '' || type.startsWith('video/') || type === 'application/octet-stream')
  );
}

// ---- The refusals (400 `{field: [message]}`; 413 for a body over the limit) ----
export const UPLOAD_WRONG_TYPE: Readonly<Record<Exclude<UploadMode, 'multi'>, string>> = {
  video: 'Only a video file can be uploaded here (mp4, mov, webm, mkv, ogv, avi, m4v or 3gp).',
  scorm: 'A SCORM package is one .zip file.',
};
export const UPLOAD_TOO_MANY_FILES = 'Only one file can be uploaded here.';
export const uploadTooLarge = (maxBytes: number) =>
  `This file is larger than the upload limit of ${formatBytes(maxBytes)}.`;
export const UPLOAD_LINK_INVALID = 'This upload link is not valid.';
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Start the upload again.';
/** The bytes sent are not the type the upload was signed for (e.g. a renamed document as a video). */
export const UPLOAD_CONTENT_MISMATCH = 'The file content does not match its type.';
export const UPLOAD_ALREADY_DONE = 'This file was uploaded already.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted before the whole file arrived.';
export const uploadPartsMissing = (missing: number[], count: number) =>
  `Parts ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''} of ${count} have not arrived yet. Send them and finish again.`;
export const UPLOAD_PART_OUT_OF_RANGE = 'This upload has no such part.';
export const EDITOR_IMAGE_INVALID = 'Only PNG, JPEG, GIF or WebP images can be added to an article.';

/** Bytes in the units people read (decimal, as disks are sold: 30,000,000,000 bytes is 30 GB). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const rounded = unit === 0 ? String(value) : value >= 100 ? value.toFixed(0) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}
