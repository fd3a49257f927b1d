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
//    A large file for S3-compatible storage answers method MULTIPART instead: see below.
// 3. `file_url` is where the file is read from afterwards (video_url, file_urls, a SCORM package).
//
// Editor images (POST knowledgebase/upload_file/jodit/1/, multipart `file`) are small: the server
// stores them itself and answers {url}.
import { z } from 'zod';
import { DEFAULT_UPLOAD_MODE, MULTIPART_URLS_PER_CALL, UPLOAD_MODES } from './upload-constants';

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

const signedUploadFields = {
  /** The Content-Type header the upload must carry (it is part of the signature). */
  content_type: z.string(),
  expires_in: z.number().int(),
  /** Ours: where the stored file is read from. */
  file_url: z.string(),
};

/** One PUT of the whole file to `url`. */
export const singlePresignResponseSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  ...signedUploadFields,
});

/**
 * Ours: a large file for S3-compatible storage (one PUT there stops at 5 GB) goes up in parts of
 * `part_size` bytes (the last one shorter): the browser asks `url` + `parts/` for part URLs, PUTs
 * each part (a failed one again, alone), then posts `upload` to `url` + `complete/`.
 */
export const multipartPresignResponseSchema = z.object({
  url: z.string(),
  method: z.literal('MULTIPART'),
  ...signedUploadFields,
  /** The signed handle of this upload, sent back with every call below. */
  upload: z.string(),
  part_size: z.number().int(),
  part_count: z.number().int(),
});
export type MultipartPresignResponse = z.infer<typeof multipartPresignResponseSchema>;

export const presignResponseSchema = z.discriminatedUnion('method', [
  singlePresignResponseSchema,
  multipartPresignResponseSchema,
]);
export type PresignResponse = z.infer<typeof presignResponseSchema>;

// knowledgebase/api/multipart-upload/{parts,complete,abort}/ (ours), for a MULTIPART answer above.
const uploadHandle = z.string().min(1).max(4096);
export const multipartPartsRequestSchema = z.object({
  upload: uploadHandle,
  part_numbers: z.array(z.number().int().min(1)).min(1).max(MULTIPART_URLS_PER_CALL),
});
export type MultipartPartsRequest = z.input<typeof multipartPartsRequestSchema>;
export const multipartPartsResponseSchema = z.object({
  parts: z.array(z.object({ part_number: z.number().int(), url: z.string() })),
  expires_in: z.number().int(),
});
export type MultipartPartsResponse = z.infer<typeof multipartPartsResponseSchema>;
export const multipartUploadRequestSchema = z.object({ upload: uploadHandle });

/** The answer to a finished upload on the built-in storage. */
export const uploadDoneSchema = z.object({ file_url: z.string(), size: z.number().int() });
export type UploadDone = z.infer<typeof uploadDoneSchema>;

/** knowledgebase/upload_file/jodit/1/: the stored image's URL. */
export const editorImageResponseSchema = z.object({ url: z.string() });
export type EditorImageResponse = z.infer<typeof editorImageResponseSchema>;
