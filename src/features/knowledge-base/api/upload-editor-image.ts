// POST knowledgebase/upload_file/jodit/1/ (spec knowledge base §7): an image put in the article
// editor is stored on the server, and the article keeps its URL instead of the picture's bytes.
import type { EditorImageResponse } from '../../../../contract/uploads';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export async function uploadEditorImage(image: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', image, name);
  const answer = await api<EditorImageResponse>(API_PATHS.kbEditorImageUpload, { method: 'POST', body: form });
  return answer.url;
}
