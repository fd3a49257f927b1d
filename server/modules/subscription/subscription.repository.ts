// Queries of the subscription module, each scoped to one company.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Insertable } from 'kysely';
import type { InvoicesTable, SubscriptionsTable } from '../../db/schema';

/** Locks the company's row for the rest of the transaction: plan changes and seat checks of one
 * company run one at a time. */
export function lockCompanyPlan(db: Database, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['subscription_plan', 'coupon_data'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findCompanyPlan(db: Database, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['subscription_plan', 'coupon_data'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function countActiveUsers(db: Database, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function findSubscription(db: Database, companyId: number) {
  return db.selectFrom('subscriptions').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export async function saveSubscription(db: Database, row: Insertable<SubscriptionsTable>): Promise<void> {
  const { company_id: _companyId, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('company_id').doUpdateSet(changes))
    .execute();
}

export async function setCompanyPlan(db: Database, companyId: number, plan: string): Promise<void> {
  await db.updateTable('companies').set({ subscription_plan: plan }).where('id', '=', companyId).execute();
}

export function insertInvoice(db: Database, row: Insertable<InvoicesTable>) {
  return db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function countInvoices(db: Database, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function listInvoices(db: Database, companyId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
