// Stored files per company (issue 17): every company may keep up to a quota of bytes on this
// server or its bucket (STORAGE_QUOTA_BYTES, default 10 GB), counted over every upload it keeps and
// the unpacked SCORM packages. An upload that would pass it is refused with the message below, and
// company admins read the figure on the billing page (GET company/api/storage-usage/).
import { formatBytes } from './upload-constants';

/** The quota when STORAGE_QUOTA_BYTES is unset (decimal, as formatBytes reads it: 10 GB). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 10_000_000_000;

export interface StorageUsage {
  used_bytes: number;
  quota_bytes: number;
}

/** The refusal (400 on the upload's field, 413 for a streamed upload). */
export const storageQuotaExceeded = (usedBytes: number, quotaBytes: number, fileBytes: number | null) =>
  `This upload${fileBytes === null ? '' : ` (${formatBytes(fileBytes)})`} would take the company's stored files over its storage quota of ` +
  `${formatBytes(quotaBytes)}: ${formatBytes(usedBytes)} is in use. Delete files or courses you no longer need, or ask your administrator.`;
