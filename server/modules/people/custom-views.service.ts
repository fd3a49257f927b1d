// Custom views (spec people §7 custom-views/): a staff member's saved list settings of a type
// (filters, columns), theirs to change; shared ones are listed for everyone in the company.
import type { z } from 'zod';
import type { CustomView, customViewInputSchema, customViewPatchSchema } from '../../../contract/company-data';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { recordAction } from './action-history';
import { definedOnly } from './values';

function viewSelect(db: Database, auth: AuthContext) {
  return db
    .selectFrom('custom_views')
    .select(['id', 'type', 'name', 'config', 'is_shared', 'staff_id'])
    .where('company_id', '=', auth.companyId)
    .where((eb) => eb.or([eb('staff_id', '=', auth.staffId), eb('is_shared', '=', true)]));
}

type Row = Awaited<ReturnType<ReturnType<typeof viewSelect>['executeTakeFirstOrThrow']>>;
const present = ({ staff_id, config, ...row }: Row): CustomView => ({
  ...row,
  config: config as Record<string, unknown>,
  owner: staff_id,
});

export async function listViews(db: Database, auth: AuthContext, type?: string) {
  let query = viewSelect(db, auth);
  if (type) query = query.where('type', '=', type);
  return (await query.orderBy('name').orderBy('id').execute()).map(present);
}

export async function createView(db: Database, auth: AuthContext, input: z.output<typeof customViewInputSchema>) {
  const row = await db
    .insertInto('custom_views')
    .values({ company_id: auth.companyId, staff_id: auth.staffId, ...input, config: JSON.stringify(input.config) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'custom_view',
    entity_id: row.id,
    summary: `Saved the view ${input.name}`,
  });
  return present(await viewSelect(db, auth).where('id', '=', row.id).executeTakeFirstOrThrow());
}

/** Only the owner changes a view (a shared view is read-only for the others: 404 as for a stranger). */
export async function updateView(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof customViewPatchSchema>,
) {
  const { config, ...rest } = input;
  const values = definedOnly({ ...rest, config: config === undefined ? undefined : JSON.stringify(config) });
  const mine = db
    .selectFrom('custom_views')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('staff_id', '=', auth.staffId)
    .where('id', '=', id);
  if (!(await mine.executeTakeFirst())) throw new NotFoundError();
  if (Object.keys(values).length > 0) await db.updateTable('custom_views').set(values).where('id', '=', id).execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'custom_view',
    entity_id: id,
    summary: `Changed view #${id}`,
  });
  return present(await viewSelect(db, auth).where('id', '=', id).executeTakeFirstOrThrow());
}
