// Demo data for `npm start` on an empty database (ARCHITECTURE.md "Demo data"): company acme with
// every app, its admin and a staff member, a few more staff, divisions and positions; and company
// globex with its own admin for isolation checks. Every demo password is "groundwork".
import { ROLE_FLAGS } from '../../contract/apps';
import type { Database } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { issueLicenseCodes } from '../modules/account/license-codes';
import { createCompany, createStaffMember, type StaffSeed } from './factories';
import { seedChecklists } from './checklists';
import { seedCourses } from './courses';
import { seedKnowledgeBase } from './knowledge-base';
import { seedPeople } from './people';
import { seedRequests } from './requests';
import { seedStatistics } from './statistics';

export const DEMO_PASSWORD = 'groundwork';
export const DEMO_LOGINS = [
  { email: 'admin@acme.test', description: 'Acme admin (every role flag)' },
  { email: 'staff@acme.test', description: 'Acme staff member (no admin flags)' },
  { email: 'admin@globex.test', description: 'Globex admin (another company)' },
] as const;

/** Issued app-deal licence codes, each good for one registration (server/modules/account/license-codes.ts). */
export const DEMO_LICENSE_CODES = [
  'GW-DEMO-LTD-0001',
  'GW-DEMO-LTD-0002',
  'GW-DEMO-LTD-0003',
  'GW-DEMO-LTD-0004',
  'GW-DEMO-LTD-0005',
];

const ALL_ROLES = Object.fromEntries(ROLE_FLAGS.map((f) => [f, true]));

/** Seeds once: returns false when the database already holds a company. */
export async function seedDemo(db: Database): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const acme = await createCompany(trx, {
      company_name: 'Acme Field Services',
      company_slug: 'acme',
      subscription_plan: 'Premium',
      apps: 'all',
      company_information: '<p>Welcome to <strong>Acme Field Services</strong>. Safety first, every shift.</p>',
    });
    const [ops, sales, hr] = await Promise.all(
      [
        { division_name: 'Operations', division_color: '#0cb2fc', division_order: 1 },
        { division_name: 'Sales', division_color: '#f59e0b', division_order: 2 },
        { division_name: 'People', division_color: '#10b981', division_order: 3 },
      ].map((d) =>
        trx
          .insertInto('divisions')
          .values({ company_id: acme.id, ...d })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    const position = (name: string, division_id: number, order: number, manager_id: number | null = null) =>
      trx
        .insertInto('positions')
        .values({ company_id: acme.id, name, division_id, order, manager_id })
        .returning('id')
        .executeTakeFirstOrThrow();
    const ceo = await position('Chief Executive', ops!.id, 1);
    const opsLead = await position('Operations Lead', ops!.id, 2, ceo.id);
    const tech = await position('Field Technician', ops!.id, 3, opsLead.id);
    const rep = await position('Sales Representative', sales!.id, 1, ceo.id);
    const hrPartner = await position('HR Partner', hr!.id, 1, ceo.id);

    const people: StaffSeed[] = [
      {
        email: 'admin@acme.test',
        first_name: 'Ada',
        last_name: 'Admin',
        user_type: 'Admin',
        user_type_slug: 'admin',
        roles: ALL_ROLES,
        division_id: ops!.id,
        position_ids: [ceo.id],
        birth_date: '1985-03-14',
        gender: 'FEMALE',
      },
      {
        email: 'staff@acme.test',
        first_name: 'Sam',
        last_name: 'Staff',
        division_id: ops!.id,
        position_ids: [tech.id],
        birth_date: '1994-07-02',
        gender: 'MALE',
        timezone: 'America/New_York',
      },
      {
        email: 'olivia@acme.test',
        first_name: 'Olivia',
        last_name: 'Ortiz',
        division_id: ops!.id,
        position_ids: [opsLead.id],
        language_code: 'es',
      },
      { email: 'raj@acme.test', first_name: 'Raj', last_name: 'Rao', division_id: sales!.id, position_ids: [rep.id] },
      {
        email: 'hana@acme.test',
        first_name: 'Hana',
        last_name: 'Hughes',
        division_id: hr!.id,
        position_ids: [hrPartner.id],
        roles: { user_is_profile_admin: true },
      },
      { email: 'tom@acme.test', first_name: 'Tom', last_name: 'Turner', division_id: ops!.id, position_ids: [tech.id] },
    ];
    for (const person of people) await createStaffMember(trx, acme.id, { ...person, password_hash: passwordHash });

    const year = new Date().getUTCFullYear();
    await trx
      .insertInto('holidays')
      .values([
        { company_id: acme.id, name: "New Year's Day", date: `${year + 1}-01-01` },
        { company_id: acme.id, name: 'Founders Day', date: `${year}-12-12` },
      ])
      .execute();
    await trx
      .insertInto('menu_links')
      .values([{ company_id: acme.id, name: 'Safety handbook', url: 'https://example.com/safety', order: 1 }])
      .execute();
    await seedPeople(trx, acme.id);
    await seedStatistics(trx, acme.id);
    await seedChecklists(trx, acme.id);
    await seedRequests(trx, acme.id);
    await seedKnowledgeBase(trx, acme.id);
    await seedCourses(trx, acme.id);
    // The app-deal sign-up (/auth/app-sumo-register) accepts issued codes only: a few to try it with.
    await issueLicenseCodes(trx, DEMO_LICENSE_CODES, 'demo data');

    const globex = await createCompany(trx, {
      company_name: 'Globex Corporation',
      company_slug: 'globex',
      subscription_plan: 'Premium',
      apps: 'all',
    });
    // Established companies, not new ones: the dashboard's first-run checklist is closed for both.
    await trx
      .updateTable('companies')
      .set({ first_run_checklist_dismissed_at: new Date() })
      .where('id', 'in', [acme.id, globex.id])
      .execute();
    await createStaffMember(trx, globex.id, {
      email: 'admin@globex.test',
      first_name: 'Gina',
      last_name: 'Globex',
      user_type: 'Admin',
      user_type_slug: 'admin',
      roles: ALL_ROLES,
      password_hash: passwordHash,
    });
  });
  return true;
}
