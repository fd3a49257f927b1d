// The upload flow of spec knowledge base §7 for one file: a signed URL from
// generate-s3-presigned-url/ (or, for the video of an existing article, video-upload/{id}/), then
// the bytes sent there with progress. Answers where the stored file is read from.
import type { PresignResponse, UploadMode } from '../../../../contract/uploads';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { uploadFile } from '../../../api/files';

export interface UploadRequest {
  file: File;
  mode: UploadMode;
  /** The article whose video this is (edit and draft modes): signed through video-upload/{id}/. */
  articleId?: number;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

export async function uploadKbFile({ file, mode, articleId, onProgress, signal }: UploadRequest): Promise<string> {
  const body = { file_name: file.name, file_content_type: file.type, file_size: file.size };
  const signed = await api<PresignResponse>(
    articleId !== undefined && mode === 'video' ? API_PATHS.kbVideoUpload(articleId) : API_PATHS.kbPresignUpload,
    { method: 'POST', body: articleId !== undefined && mode === 'video' ? body : { ...body, mode }, signal },
  );
  await uploadFile(signed.url, file, { method: signed.method, contentType: signed.content_type, onProgress, signal });
  return signed.file_url;
}
