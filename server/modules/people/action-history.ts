// The system action history (spec people §2 "System Action History"): who changed what and when,
// for every change made through the people API, readable by profile admins. A record is written in
// the same transaction as its change, so a rolled-back change leaves none. The actor's name is
// copied into the record so it still reads after that staff member is gone.
import { sql } from 'kysely';
import type { ActionHistoryEntity, ActionHistoryItem } from '../../../contract/people';
import type { Database } from '../../db/database';
import type { ActionHistoryActionColumn } from '../../db/schema';
import type { AuthContext } from '../../lib/route';
import { fullName } from './staff.repository';

export interface ActionRecord {
  action: ActionHistoryActionColumn;
  entity: ActionHistoryEntity;
  entity_id: number | null;
  /** What was done; "{staff}" stands for the name of `staff`. */
  summary: string;
  /** The staff member the record is about, named in the summary where it says "{staff}". */
  staff?: number;
  changes?: Record<string, unknown>;
}

/** The names of these staff members of the company (former ones too), by id. */
async function staffNames(db: Database, companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', fullName('u').as('name')])
    .where('s.company_id', '=', companyId)
    .where('s.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name.trim()]));
}

/** Writes the records in one statement (a bulk call records one per item it applied). */
export async function recordActions(db: Database, auth: AuthContext, records: readonly ActionRecord[]): Promise<void> {
  if (records.length === 0) return;
  const actor = await db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(fullName('u').as('name'))
    .where('s.id', '=', auth.staffId)
    .executeTakeFirst();
  const names = await staffNames(
    db,
    auth.companyId,
    records.flatMap((r) => (r.staff === undefined ? [] : [r.staff])),
  );
  const named = (r: ActionRecord) =>
    r.staff === undefined ? r.summary : r.summary.replaceAll('{staff}', names.get(r.staff) || `staff #${r.staff}`);
  await db
    .insertInto('action_history')
    .values(
      records.map((r) => ({
        company_id: auth.companyId,
        actor_staff_id: auth.staffId,
        actor_name: actor?.name ?? '',
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        summary: named(r),
        changes: JSON.stringify(r.changes ?? {}),
      })),
    )
    .execute();
}

export const recordAction = (db: Database, auth: AuthContext, record: ActionRecord) =>
  recordActions(db, auth, [record]);

export async function listActionHistory(
  db: Database,
  companyId: number,
  filter: { entity?: string; actor?: number },
  limit: number,
  offset: number,
): Promise<{ rows: ActionHistoryItem[]; count: number }> {
  let query = db.selectFrom('action_history').where('company_id', '=', companyId);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.actor) query = query.where('actor_staff_id', '=', filter.actor);
  const [rows, total] = await Promise.all([
    query
      .select([
        'id',
        'actor_staff_id',
        'actor_name',
        'action',
        'entity',
        'entity_id',
        'summary',
        'changes',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    rows: rows.map(({ actor_staff_id, created_at, changes, ...row }) => ({
      ...row,
      actor: actor_staff_id,
      changes: changes as Record<string, unknown>,
      created_at: created_at.toISOString(),
    })),
  };
}
