// Demo organisation for company acme (people spec §3): on top of the base divisions, positions and
// six people of demo.ts, two more divisions, a position tree with managers, responsibilities held
// by people and positions, and about thirty staff each reporting to a manager. Staff added here have
// no password (they show as waiting for activation).
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { createStaffMember } from './factories';

const FIRST = ['Maya', 'Leo', 'Ivy', 'Noah', 'Zara', 'Eli', 'Ruth', 'Omar', 'Lena', 'Theo', 'Aria', 'Jon'];
const LAST = ['Patel', 'Kim', 'Garcia', 'Nguyen', 'Okafor', 'Silva', 'Cohen', 'Rossi', 'Haddad', 'Berg', 'Ito', 'Diaz'];

/** Adds the organisation to `companyId`, whose base divisions and positions demo.ts made. */
export async function seedPeople(db: Database, companyId: number): Promise<void> {
  // The line the dashboard shows under the greeting (settings #company-motto).
  await db
    .updateTable('companies')
    .set({ company_motto: 'Safe hands, every shift, every site.' })
    .where('id', '=', companyId)
    .execute();
  const positions = new Map(
    (await db.selectFrom('positions').select(['id', 'name']).where('company_id', '=', companyId).execute()).map((p) => [
      p.name,
      p.id,
    ]),
  );
  const divisions = new Map(
    (
      await db.selectFrom('divisions').select(['id', 'division_name']).where('company_id', '=', companyId).execute()
    ).map((d) => [d.division_name, d.id]),
  );
  const newDivisions = await db
    .insertInto('divisions')
    .values([
      {
        company_id: companyId,
        division_name: 'Finance',
        division_color: '#8b5cf6',
        division_order: 4,
        division_description: 'Billing, payroll and purchasing',
      },
      {
        company_id: companyId,
        division_name: 'Customer Support',
        division_color: '#ef4444',
        division_order: 5,
        division_description: 'Calls, tickets and site visits',
      },
    ])
    .returning(['id', 'division_name'])
    .execute();
  for (const d of newDivisions) divisions.set(d.division_name, d.id);

  const ceo = positions.get('Chief Executive')!;
  const addPosition = async (name: string, division: string, order: number, manager: number, description: string) => {
    const row = await db
      .insertInto('positions')
      .values({
        company_id: companyId,
        name,
        division_id: divisions.get(division)!,
        order,
        manager_id: manager,
        description,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    positions.set(name, row.id);
    return row.id;
  };
  const controller = await addPosition('Finance Controller', 'Finance', 1, ceo, 'Owns the books and the monthly close');
  await addPosition('Accountant', 'Finance', 2, controller, 'Invoices, payroll and expenses');
  const supportLead = await addPosition('Support Lead', 'Customer Support', 1, ceo, 'Runs the support desk');
  await addPosition('Support Agent', 'Customer Support', 2, supportLead, 'Answers calls and tickets');
  await addPosition('Dispatcher', 'Operations', 4, positions.get('Operations Lead')!, 'Plans the day’s routes');

  const responsibilities = await db
    .insertInto('responsibilities')
    .values(
      [
        ['Site safety', 'Walks the site before each shift and signs the safety checklist.'],
        ['First aid', 'Keeps the first-aid kit stocked and is the first responder on shift.'],
        ['Vehicle inspection', 'Checks tyres, lights and fluids of the van every Monday.'],
        ['Key holder', 'Opens and locks the depot.'],
        ['Payroll approval', 'Approves the payroll run before it is sent.'],
      ].map(([name, description]) => ({ company_id: companyId, name: name!, description: description! })),
    )
    .returning(['id', 'name'])
    .execute();
  const responsibility = new Map(responsibilities.map((r) => [r.name, r.id]));
  await db
    .insertInto('position_responsibilities')
    .values([
      {
        company_id: companyId,
        position_id: positions.get('Field Technician')!,
        responsibility_id: responsibility.get('Vehicle inspection')!,
      },
      {
        company_id: companyId,
        position_id: positions.get('Operations Lead')!,
        responsibility_id: responsibility.get('Site safety')!,
      },
      { company_id: companyId, position_id: controller, responsibility_id: responsibility.get('Payroll approval')! },
    ])
    .execute();

  // Two dozen more people, spread over the positions; each reports to the holder of the position above.
  const plan: [string, string][] = [
    ['Field Technician', 'Operations'],
    ['Field Technician', 'Operations'],
    ['Field Technician', 'Operations'],
    ['Field Technician', 'Operations'],
    ['Field Technician', 'Operations'],
    ['Dispatcher', 'Operations'],
    ['Sales Representative', 'Sales'],
    ['Sales Representative', 'Sales'],
    ['Sales Representative', 'Sales'],
    ['Finance Controller', 'Finance'],
    ['Accountant', 'Finance'],
    ['Accountant', 'Finance'],
    ['Support Lead', 'Customer Support'],
    ['Support Agent', 'Customer Support'],
    ['Support Agent', 'Customer Support'],
    ['Support Agent', 'Customer Support'],
    ['Support Agent', 'Customer Support'],
    ['HR Partner', 'People'],
    ['Field Technician', 'Operations'],
    ['Sales Representative', 'Sales'],
    ['Support Agent', 'Customer Support'],
    ['Field Technician', 'Operations'],
    ['Accountant', 'Finance'],
    ['Dispatcher', 'Operations'],
  ];
  for (const [i, [position, division]] of plan.entries()) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 5) % LAST.length]!;
    await createStaffMember(db, companyId, {
      email: `${first}.${last}.${i}@acme.test`.toLowerCase(),
      first_name: first,
      last_name: last,
      division_id: divisions.get(division)!,
      position_ids: [positions.get(position)!],
      gender: i % 3 === 0 ? 'FEMALE' : 'MALE',
    });
  }

  // Everyone reports to someone holding the manager position of their primary position.
  await sql`
      UPDATE staff s SET manager_id = (
        SELECT min(b.staff_id) FROM staff_positions a
        JOIN positions p ON p.id = a.position_id
        JOIN staff_positions b ON b.position_id = p.manager_id AND b.is_primary
        WHERE a.staff_id = s.id AND a.is_primary
      )
      WHERE s.company_id = ${companyId}
  `.execute(db);

  const holders = await db
    .selectFrom('staff_positions as sp')
    .innerJoin('position_responsibilities as pr', 'pr.position_id', 'sp.position_id')
    .select(['sp.staff_id', 'pr.responsibility_id'])
    .where('sp.company_id', '=', companyId)
    .execute();
  const firstAid = responsibility.get('First aid')!;
  const keyHolder = responsibility.get('Key holder')!;
  const admin = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('s.company_id', '=', companyId)
    .where('u.email', 'in', ['admin@acme.test', 'staff@acme.test'])
    .execute();
  await db
    .insertInto('staff_responsibilities')
    .values([
      ...holders.map((h) => ({ company_id: companyId, staff_id: h.staff_id, responsibility_id: h.responsibility_id })),
      ...admin.map((a) => ({ company_id: companyId, staff_id: a.id, responsibility_id: firstAid })),
      ...admin.slice(0, 1).map((a) => ({ company_id: companyId, staff_id: a.id, responsibility_id: keyHolder })),
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}
