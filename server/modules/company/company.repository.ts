// Queries behind the company detail, its active apps and the catalogues (apps, currencies). Every
// company-owned query takes the company id of the caller's token; the catalogues are global.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CompanyUpdate } from '../../db/schema';

export function findCompany(db: Database, companyId: number, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('companies').selectAll().where('id', '=', companyId);
  // PATCH locks the row so two concurrent logo uploads cannot both think they replaced the same file.
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function listCompanyApps(db: Database, companyId: number) {
  return db
    .selectFrom('company_apps')
    .innerJoin('apps', 'apps.id', 'company_apps.app_id')
    .select(['apps.id', 'apps.app_name'])
    .where('company_apps.company_id', '=', companyId)
    .orderBy('apps.id')
    .execute();
}

export function listApps(db: Database) {
  return db.selectFrom('apps').select(['id', 'app_name']).orderBy('id').execute();
}

export function listCurrencies(db: Database) {
  return db.selectFrom('currencies').select(['code', 'name', 'symbol']).orderBy('code').execute();
}

export async function updateCompany(db: Database, companyId: number, patch: CompanyUpdate): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('companies').set(patch).where('id', '=', companyId).execute();
}

/** Makes `appIds` the company's whole set of active apps. */
export async function replaceCompanyApps(db: Database, companyId: number, appIds: number[]): Promise<void> {
  await db.deleteFrom('company_apps').where('company_id', '=', companyId).where('app_id', 'not in', appIds).execute();
  await db
    .insertInto('company_apps')
    .values(appIds.map((app_id) => ({ company_id: companyId, app_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findPasswordHash(db: Database, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Marks the company deleted (kept for the restore window) and revokes its refresh tokens. */
export async function markCompanyDeleted(db: Database, companyId: number): Promise<void> {
  await db
    .updateTable('companies')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function listStaffUserIds(db: Database, companyId: number) {
  return db.selectFrom('staff').select('user_id').where('company_id', '=', companyId).execute();
}

/**
 * Users are global (one e-mail, several companies). Those left without any company after a delete
 * are removed too: nobody could sign in as them, and their e-mail would stay taken for sign-up.
 */
export async function deleteUsersWithoutCompany(db: Database, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('users')
    .where('id', 'in', userIds)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('staff').select('staff.id').whereRef('staff.user_id', '=', 'users.id'))),
    )
    .execute();
}

export async function findCompanyLogo(db: Database, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select('company_logo')
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.company_logo ?? null;
}
