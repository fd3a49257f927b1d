// Purchase-request attachments on local disk: <storageDir>/purchase-attachments/<company>/<random>.
// The type is read from the file's first bytes (PDF, PNG, JPEG, WebP), never from its name. The
// file is written before the transaction commits, so a failed request deletes what it wrote once its
// response has gone out (the same rule as company logos, see company/logo-storage.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { sniffImage } from '../company/logo-storage';

export const ATTACHMENT_STORAGE_NAME = /^[a-f0-9]{32}$/;

export function sniffAttachment(data: Buffer): string | null {
  if (data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return sniffImage(data)?.mime ?? null;
}

/** The folder of attachments, and the store they are charged under (lib/storage-quota.ts). */
export const ATTACHMENT_STORE = 'purchase-attachments';

const dir = (storageDir: string, companyId: number) => path.join(storageDir, ATTACHMENT_STORE, String(companyId));

export const newAttachmentName = () => randomBytes(16).toString('hex');

/** Writes the attachment `name` (newAttachmentName()); removed again if the request fails. */
export async function saveAttachment(
  storageDir: string,
  reply: FastifyReply,
  companyId: number,
  name: string,
  data: Buffer,
): Promise<void> {
  const target = path.join(dir(storageDir, companyId), name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  reply.raw.once('finish', () => {
    if (reply.raw.statusCode < 400) return;
    fs.rm(target, { force: true }).catch((err: unknown) =>
      reply.log.warn({ err, target }, 'could not remove an attachment'),
    );
  });
  await fs.writeFile(target, data, { flag: 'wx' });
}

export function readAttachment(storageDir: string, companyId: number, name: string): Promise<Buffer> {
  if (!ATTACHMENT_STORAGE_NAME.test(name)) throw new Error('not an attachment name');
  return fs.readFile(path.join(dir(storageDir, companyId), name));
}
