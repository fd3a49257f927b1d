// Undo for deletions (issue 21, "one-click destruction"): deleting a custom field, a choice, a file
// type or a company file keeps the rows that went — the field with its choices and every staff
// member's value, a choice with the values that had it, a type with the files filed under it, a
// file's row (its stored bytes stay where they are) — in deleted_items, in the deletion's
// transaction, until its restore window ends. A restore puts them back as they were, with their
// ids, so values come back exactly (a staff member removed since gets none back). Expired rows are
// purged whenever the trash is used and by the server's hourly upkeep (purgeExpiredTrash), which
// also removes an expired company file's bytes (its room in the quota was given back when deleted).
import { sql } from 'kysely';
import { UNDO_WINDOW_MS } from '../../../contract/people-constants';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import type { FileStore } from '../../lib/stored-files';

export type TrashKind = 'custom_field' | 'custom_field_choice' | 'file_type' | 'company_file';

/** How long the server keeps a deletion: the app offers its undo for UNDO_WINDOW_MS; this adds room for a slow network. */
export const RESTORE_WINDOW_MS = UNDO_WINDOW_MS + 50_000;

/**
 * Removes deletions whose window ended. A company file's bytes go with `files` (the company files'
 * store, which the hourly upkeep has); without it, expired company files wait for that upkeep.
 */
export async function purgeExpiredTrash(db: Database, files?: { store: FileStore }): Promise<number> {
  let query = db.deleteFrom('deleted_items').where('restore_until', '<', new Date());
  if (!files) query = query.where('kind', '<>', 'company_file');
  const purged = await query.returning(['company_id', 'kind', 'payload']).execute();
  for (const item of purged) {
    if (item.kind !== 'company_file' || !files) continue;
    const name = (item.payload as { file?: { storage_name?: string } }).file?.storage_name;
    if (!name) continue;
    await files.store.remove(item.company_id, name);
  }
  return purged.length;
}

/** What each kind keeps, read before its row is deleted (the cascade takes the rest). */
function snapshot(companyId: number, kind: TrashKind, id: number) {
  switch (kind) {
    case 'custom_field':
      return sql<unknown>`jsonb_build_object(
        'definition', (SELECT to_jsonb(d) FROM custom_field_definitions d WHERE d.company_id = ${companyId} AND d.id = ${id}),
        'choices', coalesce((SELECT jsonb_agg(to_jsonb(c)) FROM custom_field_choices c
          WHERE c.company_id = ${companyId} AND c.definition_id = ${id}), '[]'::jsonb),
        'values', coalesce((SELECT jsonb_agg(to_jsonb(v)) FROM staff_custom_field_values v
          WHERE v.company_id = ${companyId} AND v.definition_id = ${id}), '[]'::jsonb))`;
    case 'custom_field_choice':
      return sql<unknown>`jsonb_build_object(
        'choice', (SELECT to_jsonb(c) FROM custom_field_choices c WHERE c.company_id = ${companyId} AND c.id = ${id}),
        'value_ids', coalesce((SELECT jsonb_agg(v.id) FROM staff_custom_field_values v
          WHERE v.company_id = ${companyId} AND v.choice_id = ${id}), '[]'::jsonb))`;
    case 'file_type':
      return sql<unknown>`jsonb_build_object(
        'file_type', (SELECT to_jsonb(t) FROM file_types t WHERE t.company_id = ${companyId} AND t.id = ${id}),
        'file_ids', coalesce((SELECT jsonb_agg(f.id) FROM company_files f
          WHERE f.company_id = ${companyId} AND f.file_type_id = ${id}), '[]'::jsonb))`;
    case 'company_file':
      return sql<unknown>`jsonb_build_object(
        'file', (SELECT to_jsonb(f) FROM company_files f WHERE f.company_id = ${companyId} AND f.id = ${id}))`;
  }
}

/** Keeps what deleting this row takes with it; call in the deletion's transaction, before it. */
export async function keepForUndo(db: Database, auth: AuthContext, kind: TrashKind, id: number): Promise<void> {
  await purgeExpiredTrash(db);
  await db
    .insertInto('deleted_items')
    .values({
      company_id: auth.companyId,
      kind,
      entity_id: id,
      payload: snapshot(auth.companyId, kind, id) as never,
      deleted_by_id: auth.staffId,
      restore_until: new Date(Date.now() + RESTORE_WINDOW_MS),
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'kind', 'entity_id']).doUpdateSet((eb) => ({
        payload: eb.ref('excluded.payload'),
        deleted_by_id: eb.ref('excluded.deleted_by_id'),
        deleted_at: eb.ref('excluded.deleted_at'),
        restore_until: eb.ref('excluded.restore_until'),
      })),
    )
    .execute();
}

/**
 * Takes a kept deletion out of the trash (404 when there is none within its window, or it is
 * another company's) and puts its rows back as they were, ids included (jsonb_populate_record over
 * each table's own row type). The caller reads the row back.
 */
export async function restoreFromTrash(db: Database, auth: AuthContext, kind: TrashKind, id: number): Promise<void> {
  await purgeExpiredTrash(db);
  const item = await db
    .deleteFrom('deleted_items')
    .where('company_id', '=', auth.companyId)
    .where('kind', '=', kind)
    .where('entity_id', '=', id)
    .returning('payload')
    .executeTakeFirst();
  if (!item) throw new NotFoundError();
  const kept = sql`${JSON.stringify(item.payload)}::jsonb`;
  const company = auth.companyId;
  switch (kind) {
    case 'custom_field':
      await sql`INSERT INTO custom_field_definitions OVERRIDING SYSTEM VALUE
        SELECT * FROM jsonb_populate_record(NULL::custom_field_definitions, ${kept} -> 'definition')`.execute(db);
      await sql`INSERT INTO custom_field_choices OVERRIDING SYSTEM VALUE
        SELECT * FROM jsonb_populate_recordset(NULL::custom_field_choices, ${kept} -> 'choices')`.execute(db);
      await sql`INSERT INTO staff_custom_field_values OVERRIDING SYSTEM VALUE
        SELECT v.* FROM jsonb_populate_recordset(NULL::staff_custom_field_values, ${kept} -> 'values') v
        WHERE EXISTS (SELECT 1 FROM staff s WHERE s.company_id = ${company} AND s.id = v.staff_id)`.execute(db);
      return;
    case 'custom_field_choice': {
      // Its field was deleted since: nothing to put the choice back into.
      const restored = await sql<{ definition_id: number }>`INSERT INTO custom_field_choices OVERRIDING SYSTEM VALUE
        SELECT c.* FROM jsonb_populate_record(NULL::custom_field_choices, ${kept} -> 'choice') c
        WHERE EXISTS (SELECT 1 FROM custom_field_definitions d WHERE d.company_id = ${company} AND d.id = c.definition_id)
        RETURNING definition_id`.execute(db);
      if (restored.rows.length === 0) throw new NotFoundError();
      await sql`UPDATE staff_custom_field_values SET choice_id = ${id}
        WHERE company_id = ${company} AND choice_id IS NULL AND definition_id = ${restored.rows[0]!.definition_id}
          AND id IN (SELECT jsonb_array_elements_text(${kept} -> 'value_ids')::bigint)`.execute(db);
      return;
    }
    case 'file_type':
      await sql`INSERT INTO file_types OVERRIDING SYSTEM VALUE
        SELECT * FROM jsonb_populate_record(NULL::file_types, ${kept} -> 'file_type')`.execute(db);
      await sql`UPDATE company_files SET file_type_id = ${id}
        WHERE company_id = ${company} AND file_type_id IS NULL
          AND id IN (SELECT jsonb_array_elements_text(${kept} -> 'file_ids')::bigint)`.execute(db);
      return;
    case 'company_file':
      // Back under its type, unless the type was deleted since.
      await sql`INSERT INTO company_files (id, company_id, file_type_id, title, file_name, content_type, size,
          storage_name, uploaded_by_id, created_at) OVERRIDING SYSTEM VALUE
        SELECT f.id, f.company_id,
          (SELECT t.id FROM file_types t WHERE t.company_id = ${company} AND t.id = f.file_type_id),
          f.title, f.file_name, f.content_type, f.size, f.storage_name, f.uploaded_by_id, f.created_at
        FROM jsonb_populate_record(NULL::company_files, ${kept} -> 'file') f`.execute(db);
      return;
  }
}
