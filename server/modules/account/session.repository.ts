// Queries behind the logged-in user and the session: who the user is in a company, their
// companies, and refresh-token families.
import type { Database } from '../../db/database';

export function findUserByEmail(db: Database, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The staff membership to sign into: the user's oldest active membership of a company not deleted. */
export function findDefaultStaff(db: Database, userId: number) {
  return db
    .selectFrom('staff')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select(['staff.id', 'staff.company_id'])
    .where('staff.user_id', '=', userId)
    .where('staff.is_active', '=', true)
    .where('companies.deleted_at', 'is', null)
    .orderBy('staff.created_at', 'asc')
    .orderBy('staff.id', 'asc')
    .executeTakeFirst();
}

export function findStaffInCompany(db: Database, userId: number, companyId: number) {
  return db
    .selectFrom('staff')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select(['staff.id', 'staff.company_id'])
    .where('staff.user_id', '=', userId)
    .where('staff.company_id', '=', companyId)
    .where('staff.is_active', '=', true)
    .where('companies.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function loadLoggedInUserRows(db: Database, staffId: number, companyId: number) {
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .selectAll('staff')
    .select([
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.photo',
      'users.gender',
      'users.personal_phone',
      'users.last_login',
      'companies.company_name',
      'companies.company_slug',
      'companies.company_logo',
      'companies.language_code as company_language_code',
      'companies.app_sumo_license',
      'companies.subscription_plan',
      'companies.referral_url',
    ])
    .where('staff.id', '=', staffId)
    .where('staff.company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const [positions, apps, companies] = await Promise.all([
    db
      .selectFrom('staff_positions')
      .innerJoin('positions', 'positions.id', 'staff_positions.position_id')
      .select(['positions.id', 'positions.name', 'staff_positions.is_primary'])
      .where('staff_positions.staff_id', '=', staffId)
      .orderBy('staff_positions.is_primary', 'desc')
      .orderBy('positions.name')
      .execute(),
    db
      .selectFrom('company_apps')
      .innerJoin('apps', 'apps.id', 'company_apps.app_id')
      .select(['apps.id', 'apps.app_name'])
      .where('company_apps.company_id', '=', companyId)
      .orderBy('apps.id')
      .execute(),
    listUserCompanies(db, staff.user_id),
  ]);
  return { staff, positions, apps, companies };
}

export function listUserCompanies(db: Database, userId: number) {
  return db
    .selectFrom('staff')
    .innerJoin('companies', 'companies.id', 'staff.company_id')
    .select(['companies.id', 'companies.company_name', 'companies.company_slug'])
    .where('staff.user_id', '=', userId)
    .where('staff.is_active', '=', true)
    .where('companies.deleted_at', 'is', null)
    .orderBy('companies.company_name')
    .execute();
}
