// Inserts behind sign-up: the company with every app switched on, its first user and that user's
// admin membership.
import { randomBytes } from 'node:crypto';
import { ROLE_FLAGS, type RoleFlag, ADMIN_USER_TYPE, ADMIN_USER_TYPE_SLUG } from '../../../contract/apps';
import type { Database } from '../../db/database';
import { redeemLicenseCodes } from './license-codes';

const SLUG_ATTEMPTS = 5;

/** "Café Düsseldorf & Co." → "cafe-dusseldorf-co"; the public knowledge base lives under it. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'company';
}

/**
 * Creates the company under a free slug. ON CONFLICT DO NOTHING instead of a look-up first: two
 * sign-ups with the same name at once must not fail on the unique index; the loser takes a suffix.
 */
export async function insertCompany(
  db: Database,
  input: { company_name: string; language_code: string; referredByCompanyId?: number | null },
) {
  const base = slugify(input.company_name);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const row = await db
      .insertInto('companies')
      .values({
        company_name: input.company_name,
        company_slug: slug,
        language_code: input.language_code,
        // No plan yet: the plan gate sends the new admin to onboarding (spec shell §2.2).
        subscription_plan: null,
        company_logo: null,
        company_information: null,
        referral_url: null,
        referred_by_company_id: input.referredByCompanyId ?? null,
      })
      .onConflict((oc) => oc.column('company_slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error(`no free company slug for "${base}"`);
}

export async function activateAllApps(db: Database, companyId: number): Promise<void> {
  const apps = await db.selectFrom('apps').select('id').execute();
  await db
    .insertInto('company_apps')
    .values(apps.map((app) => ({ company_id: companyId, app_id: app.id })))
    .execute();
}

/** Returns undefined when the e-mail is already taken (including by a concurrent sign-up). */
export function insertUser(
  db: Database,
  input: { email: string; first_name: string; last_name: string; password_hash: string },
) {
  return db
    .insertInto('users')
    .values({ ...input, last_login: new Date(), photo: null, gender: null, personal_phone: null, birth_date: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
}

const EVERY_ROLE = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, true])) as Record<RoleFlag, true>;

export function insertAdminStaff(db: Database, companyId: number, userId: number) {
  return db
    .insertInto('staff')
    .values({
      company_id: companyId,
      user_id: userId,
      user_type: ADMIN_USER_TYPE,
      user_type_slug: ADMIN_USER_TYPE_SLUG,
      ...EVERY_ROLE,
      // null: the staff follows the company's language until they choose one.
      language_code: null,
      is_dark_mode: null,
      timezone: null,
      division_id: null,
      manager_id: null,
      hired_on: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Marks the company as an app-deal company holding these licence codes, each as a lifetime coupon
 * (the header's plan label then says "LTD Active", spec shell §2.4). Each code must be one the
 * operator issued and nobody redeemed (license-codes.ts); otherwise the registration rolls back.
 */
export async function attachLicenses(db: Database, companyId: number, codes: string[]): Promise<void> {
  const redeemed = await redeemLicenseCodes(db, companyId, codes);
  await db
    .updateTable('companies')
    .set({
      app_sumo_license: true,
      coupon_data: JSON.stringify(redeemed.map((code) => ({ code, coupon: { duration_type: 'forever' } }))),
    })
    .where('id', '=', companyId)
    .execute();
}
