// The company's purchase method, type and set-aside lists (spec people §7: purchase-method/,
// purchase-type/, set-aside/ under purchase_requisition/api/). Everyone with the app reads them to
// file a request; approvers add entries.
import type { PurchaseOption, PurchaseOptionKind } from '../../../contract/purchase-requests';
import { PURCHASE_MESSAGES } from '../../../contract/purchase-requests-constants';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';

export function listOptions(db: Database, companyId: number, kind: PurchaseOptionKind): Promise<PurchaseOption[]> {
  return db
    .selectFrom('purchase_options')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .orderBy('name')
    .execute();
}

/** Adding a name the list already has answers that entry (safe to repeat). */
export async function addOption(
  db: Database,
  companyId: number,
  kind: PurchaseOptionKind,
  name: string,
): Promise<PurchaseOption> {
  await db
    .insertInto('purchase_options')
    .values({ company_id: companyId, kind, name })
    .onConflict((oc) => oc.columns(['company_id', 'kind', 'name']).doNothing())
    .execute();
  return db
    .selectFrom('purchase_options')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}

/** 400 on `field` unless the id is an entry of the company's list of that kind. */
export async function assertOption(
  db: Database,
  companyId: number,
  kind: PurchaseOptionKind,
  id: number | null,
  field: string,
): Promise<void> {
  if (id === null) return;
  const row = await db
    .selectFrom('purchase_options')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw ValidationError.field(field, PURCHASE_MESSAGES.option);
}
