// GET purchase_requisition/api/attachments/{id}/: the file of an attachment, fetched with the
// session's token (a plain link could not send it) and offered to the browser as a download.
import { API_PATHS } from '../../../../contract/paths';
import type { PurchaseRequestDetail } from '../../../../contract/purchase-requests';
import { api } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

type Attachment = PurchaseRequestDetail['attachments'][number];

export async function downloadAttachment(attachment: Pick<Attachment, 'id' | 'file_name'>): Promise<void> {
  const blob = await api<Blob>(API_PATHS.purchaseAttachmentFile(attachment.id), { responseType: 'blob' });
  saveFile(attachment.file_name, blob);
}
