// Unpacking a SCORM .zip into its own folder, streaming entry by entry (yauzl) so a large package
// never sits in memory, and refusing what could escape or swamp the server:
// - entries with absolute paths, ".." segments or that resolve outside the folder (zip slip);
// - symbolic links (they could point anywhere once served);
// - more entries than SCORM_MAX_ENTRIES, or more bytes than the limit, or more than SCORM_MAX_RATIO
//   times the .zip's own size (a zip bomb), counted from the central directory first and then again
//   from the bytes actually inflated (a header may lie; yauzl's validateEntrySizes stops an entry
//   that inflates past its declared size).
// The files are written under "<folder>.part" and renamed into place only when all is well; on any
// refusal the partial folder is removed.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { formatBytes } from '../../../contract/upload-constants';
import {
  SCORM_NOT_ZIP,
  scormSymlink,
  scormRatioTooHigh,
  scormTooLarge,
  scormTooManyFiles,
  scormUnsafePath,
} from '../../../contract/scorm';
import { ValidationError } from '../../lib/errors';
import { safeRelative } from './scorm-manifest';

export interface ExtractLimits {
  maxBytes: number;
  maxEntries: number;
  /** Most unpacked bytes per byte of the .zip, past `ratioFloorBytes` unpacked. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export interface Extracted {
  /** Paths of the files inside the folder, '/'-separated. */
  files: string[];
  totalBytes: number;
}

const refuse = (message: string): never => {
  throw ValidationError.field('file_url', message);
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** yauzl refuses unsafe names itself; its messages become ours. */
function translateZipError(err: unknown): never {
  if (err instanceof ValidationError) throw err;
  const message = err instanceof Error ? err.message : String(err);
  const unsafe = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(message);
  if (unsafe) return refuse(scormUnsafePath(unsafe[1]!));
  return refuse(SCORM_NOT_ZIP);
}

function checkEntry(entry: Entry, folder: string): string | null {
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) refuse(scormSymlink(entry.fileName));
  const relative = safeRelative(entry.fileName);
  if (relative === null) return refuse(scormUnsafePath(entry.fileName));
  const target = path.resolve(folder, relative);
  if (target !== folder && !target.startsWith(folder + path.sep)) refuse(scormUnsafePath(entry.fileName));
  return /\/$/.test(entry.fileName) || relative === '' ? null : relative;
}

async function extractEntries(
  zip: ZipFile,
  folder: string,
  limits: ExtractLimits,
  zipBytes: number,
): Promise<Extracted> {
  if (zip.entryCount > limits.maxEntries) refuse(scormTooManyFiles(limits.maxEntries));
  const files: string[] = [];
  let declared = 0;
  let inflated = 0;
  const ratioAllows = Math.max(limits.ratioFloorBytes, limits.maxRatio * zipBytes);
  /** The refusal for `total` unpacked bytes, or null while it is within the limits. */
  const overLimit = (total: number) =>
    total > limits.maxBytes
      ? new ValidationError({ file_url: [scormTooLarge(formatBytes(limits.maxBytes))] })
      : total > ratioAllows
        ? new ValidationError({ file_url: [scormRatioTooHigh(limits.maxRatio)] })
        : null;
  const openStream = (entry: Entry) =>
    new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
    );
  const counter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        inflated += chunk.length;
        done(overLimit(inflated), chunk);
      },
    });
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      zip.close();
      reject(err);
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      void (async () => {
        const relative = checkEntry(entry, folder);
        declared += entry.uncompressedSize;
        const refusal = overLimit(declared);
        if (refusal) throw refusal;
        const target = path.join(folder, relative ?? entry.fileName);
        if (relative === null) {
          await fs.mkdir(target, { recursive: true });
        } else {
          await fs.mkdir(path.dirname(target), { recursive: true });
          await pipeline(await openStream(entry), counter(), createWriteStream(target));
          files.push(relative);
        }
        zip.readEntry();
      })().catch(fail);
    });
    zip.readEntry();
  });
  return { files, totalBytes: inflated };
}

/** Unpacks `zipFile` into `folder` (which must not exist yet); refuses unsafe or oversized packages. */
export async function extractPackage(zipFile: string, folder: string, limits: ExtractLimits): Promise<Extracted> {
  const partial = `${folder}.part`;
  await fs.mkdir(partial, { recursive: true });
  try {
    const zipBytes = (await fs.stat(zipFile)).size;
    const zip = await openZip(zipFile).catch(translateZipError);
    const result = await extractEntries(zip, path.resolve(partial), limits, zipBytes).catch(translateZipError);
    await fs.rename(partial, folder);
    return result;
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    throw err;
  }
}
