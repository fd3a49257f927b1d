// Changing and deleting a company's named rows (file types, custom field definitions) the same way:
// only the caller's company's row, only the fields sent, 404 when it is not there, and one action
// history record per change, in the change's transaction.
import type { ActionHistoryEntity } from '../../../contract/people-constants';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { recordAction } from './action-history';
import { definedOnly } from './values';

type NamedTable = 'file_types' | 'custom_field_definitions';

/** What the records call the row: the entity and its words ("file type", "custom field"). */
interface Kind {
  table: NamedTable;
  entity: ActionHistoryEntity;
  noun: string;
}

export async function updateNamedRow(
  db: Database,
  auth: AuthContext,
  kind: Kind,
  id: number,
  input: Record<string, unknown>,
): Promise<void> {
  const values = definedOnly(input);
  const query =
    Object.keys(values).length > 0
      ? db.updateTable(kind.table).set(values).where('company_id', '=', auth.companyId).where('id', '=', id)
      : null;
  const found = query
    ? await query.returning('id').executeTakeFirst()
    : await db
        .selectFrom(kind.table)
        .select('id')
        .where('company_id', '=', auth.companyId)
        .where('id', '=', id)
        .executeTakeFirst();
  if (!found) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'update',
    entity: kind.entity,
    entity_id: id,
    summary: `Updated ${kind.noun} #${id}`,
    changes: values,
  });
}

export async function deleteNamedRow(db: Database, auth: AuthContext, kind: Kind, id: number): Promise<void> {
  const row = await db
    .deleteFrom(kind.table)
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'delete',
    entity: kind.entity,
    entity_id: id,
    summary: `Deleted the ${kind.noun} ${row.name}`,
  });
}
