// Company logos on local disk: <storageDir>/company-logos/<company>/<random>.<ext>, served by
// GET /company/api/logos/:company/:file. The type is read from the file's first bytes, never from
// the client's name or Content-Type, and only raster formats pass (an SVG can carry script).
//
// Files are not part of the database transaction, so changes to them wait for its outcome: the
// response goes out only after the transaction committed or rolled back (lib/route.ts), so when the
// response has finished, a success status means committed. Then a replaced logo is deleted; on an
// error status the file written for the failed request is deleted instead. A response that never
// finishes (the client went away) leaves both files: the handler may still be running, so neither
// can be judged, and a leftover file is unreachable anyway (the serving route checks the row).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export interface ImageType {
  ext: 'png' | 'jpg' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by its signature, or null for anything else (SVG, GIF, HTML, PDF…). */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.subarray(0, 8).equals(PNG)) return { ext: 'png', mime: 'image/png' };
  if (data.subarray(0, 3).equals(JPEG)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}

const MIME_BY_EXT: Record<ImageType['ext'], ImageType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** A stored file name: 128 random bits (the URL is public, so it must not be guessable) and the type. */
export const LOGO_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export const logoUrl = (companyId: number, file: string) => `/company/api/logos/${companyId}/${file}`;

export function logoMime(file: string): ImageType['mime'] | null {
  const m = LOGO_FILE_NAME.exec(file);
  return m ? MIME_BY_EXT[m[1] as ImageType['ext']] : null;
}

/** The folder of logos, and the store they are charged under (lib/storage-quota.ts). */
export const LOGO_STORE = 'company-logos';

const companyDir = (storageDir: string, companyId: number) => path.join(storageDir, LOGO_STORE, String(companyId));

/** The stored logo of `companyId` behind a URL this module issued, or null. */
export function logoStoredFile(companyId: number, url: string | null): { store: string; name: string } | null {
  const m = url ? /^\/company\/api\/logos\/(\d+)\/([^/]+)$/.exec(url) : null;
  if (!m || Number(m[1]) !== companyId || !LOGO_FILE_NAME.test(m[2]!)) return null;
  return { store: LOGO_STORE, name: m[2]! };
}

/** The file behind a URL this module issued, or null (a URL set some other way is left alone). */
function fileOfUrl(storageDir: string, url: string): string | null {
  const m = /^\/company\/api\/logos\/(\d+)\/([^/]+)$/.exec(url);
  if (!m || !LOGO_FILE_NAME.test(m[2]!)) return null;
  return path.join(companyDir(storageDir, Number(m[1])), m[2]!);
}

export function readLogo(storageDir: string, companyId: number, file: string): Promise<Buffer> {
  if (!LOGO_FILE_NAME.test(file)) throw new Error('not a logo file name');
  return fs.readFile(path.join(companyDir(storageDir, companyId), file));
}

/** Logo file changes of one request, applied or undone once its response has gone out. */
export interface LogoFiles {
  /** Writes the image and answers its URL; deleted again if the request fails. */
  save(companyId: number, data: Buffer, type: ImageType): Promise<string>;
  /** Deletes the file behind `url` once the request has succeeded. */
  removeOnSuccess(url: string | null): void;
  /** Deletes every logo of the company once the request has succeeded (company deleted). */
  removeCompanyOnSuccess(companyId: number): void;
}

export function logoFiles(storageDir: string, reply: FastifyReply): LogoFiles {
  const written: string[] = [];
  const obsolete: string[] = [];
  let hooked = false;
  const hook = () => {
    if (hooked) return;
    hooked = true;
    reply.raw.once('finish', () => {
      const ok = reply.raw.statusCode < 400;
      const targets = ok ? obsolete : written;
      // Best effort: a file left behind is unreachable (the serving route checks the company row),
      // while a failure here must not turn a committed change into an error.
      for (const target of targets) {
        fs.rm(target, { recursive: true, force: true }).catch((err: unknown) =>
          reply.log.warn({ err, target }, 'could not remove a logo file'),
        );
      }
    });
  };
  return {
    async save(companyId, data, type) {
      const dir = companyDir(storageDir, companyId);
      await fs.mkdir(dir, { recursive: true });
      const file = `${randomBytes(16).toString('hex')}.${type.ext}`;
      hook();
      written.push(path.join(dir, file));
      await fs.writeFile(path.join(dir, file), data, { flag: 'wx' });
      return logoUrl(companyId, file);
    },
    removeOnSuccess(url) {
      const file = url ? fileOfUrl(storageDir, url) : null;
      if (!file) return;
      hook();
      obsolete.push(file);
    },
    removeCompanyOnSuccess(companyId) {
      hook();
      obsolete.push(companyDir(storageDir, companyId));
    },
  };
}
