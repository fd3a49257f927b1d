// Image addresses the server answers (company_logo, photo) are paths on the API host; absolute
// URLs pass through unchanged.
import { apiUrl } from '../../../api/client';

export function mediaSrc(path: string): string {
  return /^https?:\/\//.test(path) ? path : apiUrl(path);
}
