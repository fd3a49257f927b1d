// Queries for time-clock kiosks and staff PINs, always scoped to one company.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { KiosksTable, StaffPinsTable } from '../../db/schema';
import type { Insertable } from 'kysely';
import { fullName } from '../people/staff.repository';

/** The active staff member of the company (null for another company's, or a former one). */
export function activeStaffOf(db: Database, companyId: number, staffId: number) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', fullName('u').as('name')])
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', staffId)
    .where('s.is_active', '=', true)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

export function upsertPin(db: Database, row: Insertable<StaffPinsTable>) {
  const { staff_id: _staff, company_id: _company, ...changes } = row;
  return db
    .insertInto('staff_pins')
    .values(row)
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ ...changes, updated_at: new Date() }))
    .returning(['staff_id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export function deletePin(db: Database, companyId: number, staffId: number) {
  return db.deleteFrom('staff_pins').where('company_id', '=', companyId).where('staff_id', '=', staffId).execute();
}

export function pinUpdatedAt(db: Database, companyId: number, staffId: number) {
  return db
    .selectFrom('staff_pins')
    .select('updated_at')
    .where('company_id', '=', companyId)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
}

/** Active staff with a PIN: what a kiosk's roster is made of (device keys stay on the server). */
export function staffWithPins(db: Database, companyId: number) {
  return (
    db
      .selectFrom('staff_pins as p')
      .innerJoin('staff as s', 's.id', 'p.staff_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      // The name alone (never the e-mail fallback of fullName): a kiosk holds names, not profiles.
      .select([
        'p.staff_id',
        'p.device_salt',
        'p.device_key',
        sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
      ])
      .where('p.company_id', '=', companyId)
      .where('s.company_id', '=', companyId)
      .where('s.is_active', '=', true)
      .where('u.is_active', '=', true)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('p.staff_id')
      .execute()
  );
}

const kioskColumns = [
  'k.id',
  'k.name',
  'k.credential_prefix',
  'k.created_at',
  'k.revoked_at',
  'k.last_seen_at',
  'k.take_photos',
] as const;

function kiosksOf(db: Database, companyId: number) {
  return db
    .selectFrom('kiosks as k')
    .leftJoin('staff as s', 's.id', 'k.created_by_staff_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(kioskColumns)
    .select(sql<string | null>`CASE WHEN u.id IS NULL THEN NULL ELSE ${fullName('u')} END`.as('created_by_name'))
    .where('k.company_id', '=', companyId);
}

export type KioskRow = Awaited<ReturnType<typeof listKioskRows>>[number];

export function listKioskRows(db: Database, companyId: number) {
  return kiosksOf(db, companyId).orderBy('k.created_at', 'desc').orderBy('k.id', 'desc').execute();
}

export function kioskRow(db: Database, companyId: number, id: number) {
  return kiosksOf(db, companyId).where('k.id', '=', id).executeTakeFirst();
}

export function insertKiosk(db: Database, row: Insertable<KiosksTable>) {
  return db.insertInto('kiosks').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Turns the kiosk's photos at each punch on or off; answers whether a row changed. */
export async function setKioskPhotos(db: Database, companyId: number, id: number, takePhotos: boolean) {
  const result = await db
    .updateTable('kiosks')
    .set({ take_photos: takePhotos })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes the kiosk (once: a second revoke keeps the first time). */
export function revokeKioskRow(db: Database, companyId: number, id: number) {
  return db
    .updateTable('kiosks')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * The kiosk a credential names, its company not deleted, marked seen now. Revoked kiosks are found
 * too (the caller answers them with their own code).
 */
export function touchKioskByCredential(db: Database, credentialHash: string) {
  return db
    .updateTable('kiosks')
    .set({ last_seen_at: sql<Date>`CASE WHEN revoked_at IS NULL THEN now() ELSE last_seen_at END` })
    .where('credential_hash', '=', credentialHash)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('companies')
          .select('companies.id')
          .whereRef('companies.id', '=', 'kiosks.company_id')
          .where('companies.deleted_at', 'is', null),
      ),
    )
    .returning(['id', 'company_id', 'name', 'verifier_salt', 'revoked_at', 'take_photos'])
    .executeTakeFirst();
}

export function companyName(db: Database, companyId: number) {
  return db.selectFrom('companies').select('company_name').where('id', '=', companyId).executeTakeFirstOrThrow();
}

export async function companyHasAttendance(db: Database, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_apps')
    .innerJoin('apps', 'apps.id', 'company_apps.app_id')
    .select('apps.id')
    .where('company_apps.company_id', '=', companyId)
    .where('apps.app_name', '=', 'attendance')
    .executeTakeFirst();
  return row !== undefined;
}

function kioskPunchQuery(db: Database, companyId: number, kioskId: number) {
  return db
    .selectFrom('clock_punches as p')
    .innerJoin('staff as s', 's.id', 'p.staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('p')
    .select(fullName('u').as('staff_name'))
    .where('p.company_id', '=', companyId)
    .where('p.kiosk_id', '=', kioskId);
}

/** The punches a kiosk recorded, newest first. */
export function punchesOfKiosk(db: Database, companyId: number, kioskId: number, limit: number) {
  return kioskPunchQuery(db, companyId, kioskId)
    .orderBy('p.client_time', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

export function kioskPunchById(db: Database, companyId: number, kioskId: number, punchId: number) {
  return kioskPunchQuery(db, companyId, kioskId).where('p.id', '=', punchId).executeTakeFirstOrThrow();
}
