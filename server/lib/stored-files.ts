// Uploaded files on local disk under <storageDir>/<folder>/<company>/<random name>, for modules
// that keep a row per file. The same rule as company logos (modules/company/logo-storage.ts): a file
// is written before its transaction commits, and once the response has gone out a failed request's
// file is deleted, while a file replaced or deleted by a successful one is deleted then. Names are
// 128 random bits, so a URL served without a token cannot be guessed.
//
// Large files (knowledge-base videos, up to 30 GB) never pass through memory: saveStream() pipes the
// request into the file with back-pressure, counts the bytes as they come and cuts the stream off
// at the limit, removing what was written; openRange() reads a stored file back in pieces.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';

export const STORED_NAME = /^[a-f0-9]{32}(\.[a-z0-9]{1,5})?$/;

/** A new stored name: 128 random bits and the extension, if any. */
export const newStoredName = (ext?: string) => `${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;

/** saveStream() stopped: the body passed `maxBytes`, or its first bytes failed `checkHead`. */
export class StreamRefusedError extends Error {
  constructor(readonly reason: 'too-large' | 'wrong-content') {
    super(reason === 'too-large' ? 'the body is over the limit' : 'the content is not of the expected type');
  }
}

export interface StreamOptions {
  maxBytes: number;
  /** How many leading bytes checkHead() is given (fewer if the file is shorter). */
  headBytes?: number;
  /** Judges the file by its first bytes (its signature) before anything more is written. */
  checkHead?: (head: Buffer) => boolean;
}

/** A stored file to send: its size and a reader of bytes start..end (inclusive). */
export interface StoredFile {
  size: number;
  open(range?: { start: number; end: number }): ReadStream;
}

export interface FileStore {
  /** The folder under the storage directory; also the store its files are charged under (storage-quota.ts). */
  readonly folder: string;
  /** Writes the bytes and answers the stored name (with `ext` when given); undone if the request fails. */
  save(reply: FastifyReply, companyId: number, data: Buffer, ext?: string): Promise<string>;
  /** save() under a name chosen beforehand (a STORED_NAME), for a caller that records it first. */
  saveAs(reply: FastifyReply, companyId: number, name: string, data: Buffer): Promise<void>;
  /** Deletes a stored file now (an upload refused after it was written); a missing one is no error. */
  remove(companyId: number, name: string): Promise<void>;
  /** Deletes a stored file once the request has succeeded. */
  removeOnSuccess(reply: FastifyReply, companyId: number, name: string | null): void;
  read(companyId: number, name: string): Promise<Buffer>;
  /**
   * Streams `source` into a new file `name` (a STORED_NAME), never holding it in memory, and
   * answers its size. Refused (StreamRefusedError) or broken off (the client went away), the
   * partial file is removed before this rejects, and the source is left paused, not read any
   * further (the caller answers, then closes the connection). A name already stored: EEXIST.
   */
  saveStream(companyId: number, name: string, source: Readable, options: StreamOptions): Promise<number>;
  /** The stored file for reading in ranges, or null when there is none. */
  find(companyId: number, name: string): Promise<StoredFile | null>;
}

/** Counts the bytes going through, holds back the first ones until they are judged, stops at the limit. */
function limiter({ maxBytes, headBytes = 0, checkHead }: StreamOptions): Transform {
  let seen = 0;
  let head: Buffer[] | null = checkHead ? [] : null;
  let headLength = 0;
  const judge = (stream: Transform) => {
    const all = Buffer.concat(head!);
    head = null;
    if (!checkHead!(all.subarray(0, headBytes))) throw new StreamRefusedError('wrong-content');
    stream.push(all);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new StreamRefusedError('too-large'));
      try {
        if (!head) return done(null, chunk);
        head.push(chunk);
        headLength += chunk.length;
        if (headLength >= headBytes) judge(this);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        if (head) judge(this);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
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
  const saveAs: FileStore['saveAs'] = async (reply, companyId, name, data) => {
    const target = file(companyId, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    removeAfter(reply, target, 'failed');
    await fs.writeFile(target, data, { flag: 'wx' });
  };
  return {
    folder,
    async save(reply, companyId, data, ext) {
      const name = newStoredName(ext);
      await saveAs(reply, companyId, name, data);
      return name;
    },
    saveAs,
    remove: (companyId, name) => fs.rm(file(companyId, name), { force: true }),
    removeOnSuccess(reply, companyId, name) {
      if (name && STORED_NAME.test(name)) removeAfter(reply, file(companyId, name), 'succeeded');
    },
    read: (companyId, name) => fs.readFile(file(companyId, name)),
    async saveStream(companyId, name, source, options) {
      const target = file(companyId, name);
      // Written under a temporary name and linked into place when complete, so a file is never
      // served half-written and a name, once complete, is never replaced.
      const partial = `${target}.part`;
      await fs.mkdir(path.dirname(target), { recursive: true });
      // The source is piped in rather than handed to pipeline(), which would destroy it on a refusal:
      // a request destroyed there cannot be answered. Refused, it is unpiped and paused instead (TCP
      // holds the sender back) so the caller can answer and then close the connection.
      const feed = new PassThrough();
      source.pipe(feed);
      const stopWatching = finished(source, { writable: false }, (err) => {
        if (err) feed.destroy(err);
      });
      const out = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(feed, limiter(options), out);
      } catch (err) {
        source.unpipe(feed);
        source.pause();
        // pipeline() rejects at the first error without waiting for the file to close: a refusal
        // that came while the file was still being opened would remove nothing, and the open would
        // then create the .part, so a retry of the same name got "already done".
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        // A partial file another request is still writing (EEXIST) is that request's to remove.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(partial, { force: true });
        throw err;
      } finally {
        stopWatching();
      }
      try {
        await fs.link(partial, target);
      } finally {
        await fs.rm(partial, { force: true });
      }
      return (await fs.stat(target)).size;
    },
    async find(companyId, name) {
      if (!STORED_NAME.test(name)) return null;
      const target = file(companyId, name);
      const stat = await fs.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      return { size: stat.size, open: (range) => createReadStream(target, range) };
    },
  };
}
