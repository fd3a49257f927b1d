// Company-owned rows of which one may be the company's default (article types, public knowledge
// bases): the update locks the company's own row first, and making a row the default takes the
// flag from the one before, which the unique index on (company_id) WHERE is_default allows once.
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';

export type TableWithDefault = 'kb_article_types' | 'kb_public_knowledgebases';

/** Locks the row for this update; 404 when it is not the company's. */
export async function lockCompanyRow(db: Database, table: TableWithDefault, companyId: number, id: number) {
  const exists = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!exists) throw new NotFoundError();
}

/** Before a row becomes the default: the current default gives the flag up. */
export async function takeDefault(
  db: Database,
  table: TableWithDefault,
  companyId: number,
  makingDefault: boolean | undefined,
) {
  if (!makingDefault) return;
  await db
    .updateTable(table)
    .set({ is_default: false })
    .where('company_id', '=', companyId)
    .where('is_default', '=', true)
    .execute();
}
