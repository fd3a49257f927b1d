// Knowledge-base uploads (spec knowledge base §7 Uploads). The browser never streams a file through
// the JSON API: it asks for a signed upload URL, sends the bytes there, and keeps `file_url`.
//
// 1. POST knowledgebase/api/generate-s3-presigned-url/ {file_name, file_content_type, mode?, file_size?}
//    (or, for the video of an existing article, knowledgebase/api/video-upload/{id}/ with the same
//    body, mode video) → {url, method, content_type, expires_in, file_url}.
// 2. The browser sends the file with `method` to `url`, with Content-Type `content_type` and no
//    token (the URL is the permission). With the built-in storage that is this server's
//    knowledgebase/api/uploads/{key}/ (streamed to disk, size and type checked); with S3-compatible
//    storage, the bucket itself.
// 3. `file_url` is where the file is read from afterwards (video_url, file_urls, a SCORM package).
//
// Editor images (POST knowledgebase/upload_file/jodit/1/, multipart `file`) are small: the server
// stores them itself and answers {url}.
import { z } from 'zod';
import { DEFAULT_UPLOAD_MODE, UPLOAD_MODES } from './upload-constants';

export * from './upload-constants';

export const uploadModeSchema = z.enum(UPLOAD_MODES);

export const presignRequestSchema = z.object({
  file_name: z.string().trim().min(1).max(255),
  /** The file's type as the browser reports it ('' when it does not know). */
  file_content_type: z.string().trim().max(255).default(''),
  /** Ours (§7 names only the two fields above): the uploader's mode the file must fit. */
  mode: uploadModeSchema.default(DEFAULT_UPLOAD_MODE),
  /** Ours: the size, refused up front when over the limit (and signed for S3). */
  file_size: z.number().int().min(0).optional(),
});
export type PresignRequest = z.input<typeof presignRequestSchema>;

export const presignResponseSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** The Content-Type header the upload must carry (it is part of the signature). */
  content_type: z.string(),
  expires_in: z.number().int(),
  /** Ours: where the stored file is read from. */
  file_url: z.string(),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;

/** The answer to a finished upload on the built-in storage. */
export const uploadDoneSchema = z.object({ file_url: z.string(), size: z.number().int() });
export type UploadDone = z.infer<typeof uploadDoneSchema>;

/** knowledgebase/upload_file/jodit/1/: the stored image's URL. */
export const editorImageResponseSchema = z.object({ url: z.string() });
export type EditorImageResponse = z.infer<typeof editorImageResponseSchema>;
