// Purchase-request rows for tests and isolation cases, written straight to the database.
import type { Database } from '../../db/database';

export async function insertPurchaseOption(
  db: Database,
  companyId: number,
  kind: 'purchase_method' | 'purchase_type' | 'set_aside',
  name: string,
): Promise<number> {
  const row = await db
    .insertInto('purchase_options')
    .values({ company_id: companyId, kind, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPurchase(
  db: Database,
  companyId: number,
  requesterStaffId: number,
  values: { title?: string; status?: 'pending' | 'approved' } = {},
): Promise<number> {
  const row = await db
    .insertInto('purchase_requests')
    .values({
      company_id: companyId,
      requester_staff_id: requesterStaffId,
      title: values.title ?? 'Laptops',
      currency: 'USD',
      total_cents: 120000,
      status: values.status ?? 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttachment(
  db: Database,
  companyId: number,
  purchaseId: number,
  staffId: number,
): Promise<number> {
  const row = await db
    .insertInto('purchase_request_attachments')
    .values({
      company_id: companyId,
      purchase_request_id: purchaseId,
      file_name: 'quote.pdf',
      content_type: 'application/pdf',
      size: 10,
      storage_name: '0'.repeat(32),
      uploaded_by_staff_id: staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A multipart/form-data body with one file field and its name, for inject(). */
export function multipartFile(data: Buffer, fileName: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----groundwork${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\n${fileName}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
