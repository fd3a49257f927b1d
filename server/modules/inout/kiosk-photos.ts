// The photo a kiosk takes at a punch (issue 24), when the kiosk's admin turned photos on. It comes
// in the punch's own request (multipart: the punch as JSON in `punch`, the image in `photo`), so
// the punch and its photo are one idempotent change: a replay answers the stored punch and writes
// no second file, and a punch never waits for, nor is lost with, a separate upload.
//
// The type is read from the bytes (JPEG or PNG only), never from the name or Content-Type. Files
// live under <storageDir>/kiosk-photos/<company>/ (removed with the company: company-purge.ts) and
// are charged to the company's storage without the quota's refusal: a full quota must not refuse
// a person's punch, and a still of under 100 KB per punch is small. Only attendance admins see them,
// through an authenticated route, never by a public URL.
import {
  KIOSK_PHOTO_BAD_TYPE,
  KIOSK_PHOTO_FIELD,
  KIOSK_PHOTO_MAX_BYTES,
  KIOSK_PHOTO_TOO_LARGE,
} from '../../../contract/kiosk-constants';
import { API_PATHS } from '../../../contract/paths';
import type { Database } from '../../db/database';
import { HttpError, NotFoundError, ValidationError } from '../../lib/errors';
import { chargeStorage, type FileIo } from '../../lib/storage-quota';
import { fileStore, type FileStore } from '../../lib/stored-files';

export const KIOSK_PHOTO_STORE = 'kiosk-photos';
export const kioskPhotoStore = (storageDir: string): FileStore => fileStore(storageDir, KIOSK_PHOTO_STORE);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** JPEG or PNG by the signature; anything else (WebP, GIF, SVG, HTML…) is null. */
export function sniffKioskPhoto(data: Buffer): { ext: 'jpg' | 'png'; mime: 'image/jpeg' | 'image/png' } | null {
  if (data.subarray(0, 3).equals(JPEG)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (data.subarray(0, 8).equals(PNG)) return { ext: 'png', mime: 'image/png' };
  return null;
}

/** Refuses a photo over the limit (413) or not a JPEG or PNG (400), naming the field in both. */
export function checkKioskPhoto(data: Buffer) {
  if (data.length > KIOSK_PHOTO_MAX_BYTES) {
    throw new HttpError(413, 'payload_too_large', KIOSK_PHOTO_TOO_LARGE, { field: KIOSK_PHOTO_FIELD });
  }
  const type = sniffKioskPhoto(data);
  if (!type) throw ValidationError.field(KIOSK_PHOTO_FIELD, KIOSK_PHOTO_BAD_TYPE);
  return type;
}

/** Writes a checked photo and charges it to the company in `db` (the punch's transaction). */
export async function saveKioskPhoto(db: Database, io: FileIo, companyId: number, data: Buffer): Promise<string> {
  const { ext } = checkKioskPhoto(data);
  const name = await io.store.save(io.reply, companyId, data, ext);
  await chargeStorage(db, io.deps, companyId, { store: io.store.folder, name, bytes: data.length }, { enforce: false });
  return name;
}

/** Where an admin sees a punch's photo (null when it has none). */
export const kioskPhotoPath = (punchId: number, photo: string | null) =>
  photo ? `/${API_PATHS.punchPhoto(punchId)}` : null;

/** A punch's photo in the company, for its attendance admins; 404 for another company's or none. */
export async function readKioskPhoto(db: Database, store: FileStore, companyId: number, punchId: number) {
  const row = await db
    .selectFrom('clock_punches')
    .select('photo')
    .where('company_id', '=', companyId)
    .where('id', '=', punchId)
    .executeTakeFirst();
  if (!row?.photo) throw new NotFoundError();
  const data = await store.read(companyId, row.photo).catch(() => null);
  const type = data && sniffKioskPhoto(data);
  if (!data || !type) throw new NotFoundError();
  return { data, mime: type.mime };
}
