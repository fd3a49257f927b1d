// Stats themselves: create, change (including reorder and archive), delete, duplicate, settings.
// The free plan holds FREE_PLAN_STAT_LIMIT stats that are not archived; every path that adds an
// active stat (create, duplicate, unarchive) checks it under a lock on the company row, so two
// requests at once cannot both take the last place.
import {
  FREE_PLAN_NAMES,
  FREE_PLAN_STAT_LIMIT,
  FREE_PLAN_STAT_LIMIT_REACHED,
  STAT_DIVISION_UNKNOWN,
  STAT_OWNER_UNKNOWN,
  STAT_PERIOD_TYPE_LOCKED,
} from '../../../contract/statistics-constants';
import { NON_FIELD_ERRORS } from '../../../contract/error-codes';
import type {
  DuplicateStats,
  Stat,
  StatCreate,
  StatSettings,
  StatSimple,
  StatUpdate,
} from '../../../contract/statistics';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { canEnterValues, isStatAdmin } from './permissions';
import { presentStat } from './statistics.presenter';
import { copyValues, valueSummary } from './stat-values.repository';
import {
  companyCalendar,
  countActiveStats,
  deleteStat,
  divisionInCompany,
  findStat,
  findStats,
  insertStats,
  lockCompanyStats,
  moveStat,
  staffInCompany,
  statsWithNames,
  updateStat,
  type StatRow,
} from './stats.repository';

export function isFreePlan(plan: string | null): boolean {
  return (FREE_PLAN_NAMES as readonly string[]).includes(plan?.trim().toLowerCase() ?? '');
}

/** Refuses when `adding` more active stats would pass the free plan's limit. Locks the company. */
async function ensureRoomFor(db: Database, companyId: number, adding: number): Promise<void> {
  const company = await lockCompanyStats(db, companyId);
  if (!isFreePlan(company.subscription_plan)) return;
  if ((await countActiveStats(db, companyId)) + adding > FREE_PLAN_STAT_LIMIT) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [FREE_PLAN_STAT_LIMIT_REACHED] });
  }
}

/** Owner and division must be the company's own: another company's id is "unknown" (400). */
async function checkReferences(db: Database, companyId: number, ref: { owner?: number; division?: number | null }) {
  if (ref.owner !== undefined && !(await staffInCompany(db, companyId, ref.owner))) {
    throw ValidationError.field('stat_owner', STAT_OWNER_UNKNOWN);
  }
  if (ref.division != null && !(await divisionInCompany(db, companyId, ref.division))) {
    throw ValidationError.field('stat_division', STAT_DIVISION_UNKNOWN);
  }
}

async function loadStat(db: Database, companyId: number, id: number): Promise<StatRow> {
  const row = await findStat(db, companyId, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function createStat(db: Database, auth: AuthContext, input: StatCreate): Promise<Stat> {
  const owner = input.stat_owner ?? auth.staffId;
  await checkReferences(db, auth.companyId, { owner, division: input.stat_division });
  await ensureRoomFor(db, auth.companyId, 1);
  const [id] = await insertStats(db, auth.companyId, [
    {
      name: input.name,
      description: input.description ?? '',
      owner_staff_id: owner,
      division_id: input.stat_division ?? null,
      tags: input.tags ?? [],
      period_type: input.period_type ?? 'WEEKLY',
      is_inverted: input.is_inverted ?? false,
    },
  ]);
  return presentStat(await loadStat(db, auth.companyId, id!));
}

export async function changeStat(db: Database, auth: AuthContext, id: number, patch: StatUpdate): Promise<Stat> {
  // 404 before any check of the body: a foreign id learns nothing about valid owners.
  const existing = await loadStat(db, auth.companyId, id);
  await checkReferences(db, auth.companyId, { owner: patch.stat_owner, division: patch.stat_division });
  if (patch.period_type !== undefined && patch.period_type !== existing.period_type) {
    // The stored periods were cut for the old type; re-cutting them would merge or split values.
    if ((await valueSummary(db, auth.companyId, id)).count > 0) {
      throw ValidationError.field('period_type', STAT_PERIOD_TYPE_LOCKED);
    }
  }
  if (patch.archived === false && existing.archived) await ensureRoomFor(db, auth.companyId, 1);
  await updateStat(db, auth.companyId, id, {
    name: patch.name,
    description: patch.description,
    owner_staff_id: patch.stat_owner,
    division_id: patch.stat_division,
    tags: patch.tags,
    period_type: patch.period_type,
    is_inverted: patch.is_inverted,
    archived: patch.archived,
  });
  if (patch.order !== undefined) {
    await lockCompanyStats(db, auth.companyId);
    await moveStat(db, auth.companyId, id, existing.order, patch.order);
  }
  return presentStat(await loadStat(db, auth.companyId, id));
}

export async function removeStat(db: Database, auth: AuthContext, id: number): Promise<void> {
  if (!(await deleteStat(db, auth.companyId, id))) throw new NotFoundError();
}

/**
 * Copies stats (name prefixed, optionally another owner) at the end of the order, and their values
 * when asked. Ids that are not the company's answer 404, as for a single stat.
 */
export async function duplicateStats(db: Database, auth: AuthContext, input: DuplicateStats): Promise<Stat[]> {
  const ids = [...new Set(input.stat_ids)];
  const sources = await findStats(db, auth.companyId, ids);
  if (sources.length !== ids.length) throw new NotFoundError();
  await checkReferences(db, auth.companyId, { owner: input.stat_owner });
  await ensureRoomFor(db, auth.companyId, sources.filter((s) => !s.archived).length);
  const copyIds = await insertStats(
    db,
    auth.companyId,
    sources.map((s) => ({
      name: `${input.name_prefix ?? ''}${s.name}`.slice(0, 200),
      description: s.description,
      owner_staff_id: input.stat_owner ?? s.owner_staff_id,
      division_id: s.division_id,
      tags: s.tags,
      period_type: s.period_type,
      is_inverted: s.is_inverted,
      archived: s.archived,
    })),
  );
  if (input.copy_values) {
    await copyValues(db, auth.companyId, new Map(sources.map((s, i) => [s.id, copyIds[i]!])));
  }
  return (await findStats(db, auth.companyId, copyIds)).map(presentStat);
}

export async function statSettings(db: Database, auth: AuthContext, id: number): Promise<StatSettings> {
  const row = await loadStat(db, auth.companyId, id);
  const summary = await valueSummary(db, auth.companyId, id);
  const company = await companyCalendar(db, auth.companyId);
  return {
    ...presentStat(row),
    value_count: summary.count,
    first_period_start: summary.first,
    last_period_start: summary.last,
    can_edit: isStatAdmin(auth),
    can_enter_values: canEnterValues(auth, row),
    week_start: company.week_start,
    timezone: company.timezone,
  };
}

/** simple-list/: the company's active stats for pickers; all=true adds the archived ones. */
export async function simpleList(db: Database, auth: AuthContext, all: boolean): Promise<StatSimple[]> {
  let query = statsWithNames(db).where('s.company_id', '=', auth.companyId);
  if (!all) query = query.where('s.archived', '=', false);
  const rows = await query.orderBy('s.order').orderBy('s.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    period_type: row.period_type,
    archived: row.archived,
    stat_owner: row.owner_staff_id,
    stat_division: row.division_id,
  }));
}
