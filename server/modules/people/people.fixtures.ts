// Data factories for the people tests and isolation cases: divisions, positions, responsibilities
// and staff written straight to the database of a given company.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { createStaffMember } from '../../seed/factories';

export async function seedDivision(db: Database, companyId: number, division_name = `division-${randomUUID()}`) {
  const row = await db
    .insertInto('divisions')
    .values({ company_id: companyId, division_name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: division_name };
}

export async function seedPosition(
  db: Database,
  companyId: number,
  values: { name?: string; division_id?: number | null; manager_id?: number | null } = {},
) {
  const name = values.name ?? `position-${randomUUID()}`;
  const row = await db
    .insertInto('positions')
    .values({
      company_id: companyId,
      name,
      division_id: values.division_id ?? null,
      manager_id: values.manager_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

export async function seedResponsibility(db: Database, companyId: number, name = `responsibility-${randomUUID()}`) {
  const row = await db
    .insertInto('responsibilities')
    .values({ company_id: companyId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

export async function seedHolding(db: Database, companyId: number, staffId: number, responsibilityId: number) {
  const row = await db
    .insertInto('staff_responsibilities')
    .values({ company_id: companyId, staff_id: staffId, responsibility_id: responsibilityId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedStaff(db: Database, companyId: number, first_name = `person-${randomUUID().slice(0, 8)}`) {
  const email = `${first_name}-${randomUUID()}@test.example`;
  const made = await createStaffMember(db, companyId, { email, first_name, last_name: 'Seeded' });
  return { id: made.staffId, email, first_name };
}

export async function seedEmail(db: Database, companyId: number, subject = `email-${randomUUID()}`) {
  const row = await db
    .insertInto('outbound_emails')
    .values({ company_id: companyId, to_email: 'someone@test.example', subject, body_text: 'Hello', kind: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, subject };
}
