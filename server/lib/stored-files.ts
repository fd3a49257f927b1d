// Uploaded files on local disk under <storageDir>/<folder>/<company>/<random name>, for modules
// that keep a row per file. The same rule as company logos (modules/company/logo-storage.ts): a file
// is written before its transaction commits, and once the response has gone out a failed request's
// file is deleted, while a file replaced or deleted by a successful one is deleted then. Names are
// 128 random bits, so a URL served without a token cannot be guessed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export const STORED_NAME = /^[a-f0-9]{32}(\.[a-z0-9]{1,5})?$/;

export interface FileStore {
  /** Writes the bytes and answers the stored name (with `ext` when given); undone if the request fails. */
  save(reply: FastifyReply, companyId: number, data: Buffer, ext?: string): Promise<string>;
  /** Deletes a stored file once the request has succeeded. */
  removeOnSuccess(reply: FastifyReply, companyId: number, name: string | null): void;
  read(companyId: number, name: string): Promise<Buffer>;
}

/** After the response: deletes `target` if the status says the request failed (or succeeded). */
function removeAfter(reply: FastifyReply, target: string, when: 'failed' | 'succeeded') {
  reply.raw.once('finish', () => {
    const failed = reply.raw.statusCode >= 400;
    if (failed !== (when === 'failed')) return;
    fs.rm(target, { force: true }).catch((err: unknown) => reply.log.warn({ err, target }, 'could not remove a file'));
  });
}

export function fileStore(storageDir: string, folder: string): FileStore {
  const file = (companyId: number, name: string) => {
    if (!STORED_NAME.test(name)) throw new Error('not a stored file name');
    return path.join(storageDir, folder, String(companyId), name);
  };
  return {
    async save(reply, companyId, data, ext) {
      const name = `${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;
      const target = file(companyId, name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      removeAfter(reply, target, 'failed');
      await fs.writeFile(target, data, { flag: 'wx' });
      return name;
    },
    removeOnSuccess(reply, companyId, name) {
      if (name && STORED_NAME.test(name)) removeAfter(reply, file(companyId, name), 'succeeded');
    },
    read: (companyId, name) => fs.readFile(file(companyId, name)),
  };
}
