// Small builders for companies and staff, shared by the demo seed and the tests.
import { APP_NAMES, type AppName, type RoleFlag } from '../../contract/apps';
import type { Database } from '../db/database';

export interface CompanySeed {
  company_name: string;
  company_slug?: string | null;
  subscription_plan?: string | null;
  apps?: 'all' | AppName[];
  company_information?: string | null;
  language_code?: string;
  app_sumo_license?: boolean;
}

export async function createCompany(db: Database, seed: CompanySeed) {
  const company = await db
    .insertInto('companies')
    .values({
      company_name: seed.company_name,
      company_slug: seed.company_slug ?? null,
      subscription_plan: seed.subscription_plan ?? null,
      company_information: seed.company_information ?? null,
      language_code: seed.language_code ?? 'en',
      app_sumo_license: seed.app_sumo_license ?? false,
      referral_url: null,
      company_logo: null,
    })
    .returning(['id', 'company_name', 'company_slug'])
    .executeTakeFirstOrThrow();
  const names = seed.apps === 'all' || seed.apps === undefined ? [...APP_NAMES] : seed.apps;
  if (names.length > 0) {
    const apps = await db.selectFrom('apps').select('id').where('app_name', 'in', names).execute();
    await db
      .insertInto('company_apps')
      .values(apps.map((a) => ({ company_id: company.id, app_id: a.id })))
      .execute();
  }
  return company;
}

export interface StaffSeed {
  email: string;
  first_name: string;
  last_name?: string;
  password_hash?: string | null;
  user_type?: string;
  user_type_slug?: string;
  roles?: Partial<Record<RoleFlag, boolean>>;
  division_id?: number | null;
  position_ids?: number[];
  language_code?: string | null;
  timezone?: string | null;
  birth_date?: string | null;
  gender?: string | null;
}

/** Creates (or reuses, by e-mail) the user and adds them to the company. */
export async function createStaffMember(db: Database, companyId: number, seed: StaffSeed) {
  const email = seed.email.toLowerCase();
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const user =
    existing ??
    (await db
      .insertInto('users')
      .values({
        email,
        password_hash: seed.password_hash ?? null,
        first_name: seed.first_name,
        last_name: seed.last_name ?? '',
        birth_date: seed.birth_date ?? null,
        gender: seed.gender ?? null,
        photo: null,
        personal_phone: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const staff = await db
    .insertInto('staff')
    .values({
      company_id: companyId,
      user_id: user.id,
      user_type: seed.user_type ?? 'Staff',
      user_type_slug: seed.user_type_slug ?? 'staff',
      ...seed.roles,
      division_id: seed.division_id ?? null,
      language_code: seed.language_code ?? null,
      timezone: seed.timezone ?? null,
      is_dark_mode: null,
      manager_id: null,
      hired_on: null,
    })
    .returning(['id', 'user_id', 'company_id'])
    .executeTakeFirstOrThrow();
  const positionIds = seed.position_ids ?? [];
  if (positionIds.length > 0) {
    await db
      .insertInto('staff_positions')
      .values(
        positionIds.map((position_id, i) => ({
          company_id: companyId,
          staff_id: staff.id,
          position_id,
          is_primary: i === 0,
        })),
      )
      .execute();
  }
  return { staffId: staff.id, userId: staff.user_id, companyId };
}
