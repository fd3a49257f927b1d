// A user's deleted companies (issue 17): a deleted company has no sessions (authenticate() refuses
// its tokens), so sign-in says so when every company of the user is deleted (403 company_deleted,
// listing those the user may restore), and the company switcher lists them for a user who still has
// another company (GET account/api/deleted-companies/). Restoring: company-restore.service.ts.
import { COMPANY_DELETED_MESSAGE, COMPANY_RESTORE_DAYS, type DeletedCompany } from '../../../contract/company';
import { ADMIN_USER_TYPE_SLUG } from '../../../contract/apps';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/errors';

export const RESTORE_WINDOW_MS = COMPANY_RESTORE_DAYS * 86_400_000;

/** The deleted companies, still within the window, where the user is an active admin (user type). */
export async function restorableCompanies(db: Database, userId: number, now = new Date()): Promise<DeletedCompany[]> {
  const rows = await db
    .selectFrom('staff')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select(['companies.id', 'companies.company_name', 'companies.deleted_at'])
    .where('staff.user_id', '=', userId)
    .where('staff.is_active', '=', true)
    .where('staff.user_type_slug', '=', ADMIN_USER_TYPE_SLUG)
    .where('companies.deleted_at', '>', new Date(now.getTime() - RESTORE_WINDOW_MS))
    .orderBy('companies.deleted_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    company_name: row.company_name,
    deleted_at: row.deleted_at!.toISOString(),
    purge_after: new Date(row.deleted_at!.getTime() + RESTORE_WINDOW_MS).toISOString(),
  }));
}

/** Whether the user is an active member of any deleted company (for sign-in's answer). */
async function hasDeletedCompany(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select('staff.id')
    .where('staff.user_id', '=', userId)
    .where('staff.is_active', '=', true)
    .where('companies.deleted_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sign-in found no company the user can enter: when it is because their companies are deleted, the
 * 403 that says so (with those the user may restore); null otherwise. Only after the password was
 * checked: nobody learns from it that a company existed.
 */
export async function companyDeletedError(db: Database, userId: number): Promise<HttpError | null> {
  if (!(await hasDeletedCompany(db, userId))) return null;
  return new HttpError(403, 'company_deleted', COMPANY_DELETED_MESSAGE, {
    deleted_companies: await restorableCompanies(db, userId),
  });
}
