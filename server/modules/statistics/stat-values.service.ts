// Entering values: one (statvalue/create/), many (statvalue/bulk-create/ and the external push), or
// changing and deleting a stored one. A value goes to the period of its stat containing its date,
// and a period holds one value: writing it again replaces it. Bulk entry checks every item on its
// own, saves the good ones in one statement and reports the others by their index, so one bad cell
// of a pasted column (or of an offline batch) does not hold the rest back.
import {
  STAT_ARCHIVED_NO_VALUES,
  STAT_NOT_FOUND,
  STAT_VALUE_NOT_ALLOWED,
} from '../../../contract/statistics-constants';
import {
  statValueInputSchema,
  type StatBulkError,
  type StatValue,
  type StatValueBulkResponse,
  type StatValueInput,
} from '../../../contract/statistics';
import { Reply } from '../../lib/reply';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { canEnterValues } from './permissions';
import { periodOf } from './periods';
import { presentValue } from './statistics.presenter';
import { companyCalendar, findStat, findStats, type StatRow } from './stats.repository';
import { deleteValue, findValue, setValue, upsertValues, type ValueWrite } from './stat-values.repository';

/** Who writes: a signed-in staff member, or another system holding the company's API token. */
export type ValueAuthor = { kind: 'staff'; auth: AuthContext } | { kind: 'token'; companyId: number };

const companyOf = (author: ValueAuthor) => (author.kind === 'staff' ? author.auth.companyId : author.companyId);
/** The token is the company's own integration: it may write any stat, like a stat admin. */
const mayWrite = (author: ValueAuthor, stat: StatRow) => author.kind === 'token' || canEnterValues(author.auth, stat);
const writer = (author: ValueAuthor) =>
  author.kind === 'staff'
    ? { staffId: author.auth.staffId, source: 'app' as const }
    : { staffId: null, source: 'api' as const };

type Refusal = { status: 400 | 403 | 404; field: string; detail: string };

/** The write for one checked item, or why it is refused. */
function prepareWrite(
  item: StatValueInput,
  stat: StatRow | undefined,
  author: ValueAuthor,
  weekStart: number,
): ValueWrite | Refusal {
  if (!stat) return { status: 404, field: 'stat', detail: STAT_NOT_FOUND };
  if (stat.archived) return { status: 400, field: 'stat', detail: STAT_ARCHIVED_NO_VALUES };
  if (!mayWrite(author, stat)) return { status: 403, field: 'stat', detail: STAT_VALUE_NOT_ALLOWED };
  // Any day of the period will do: the period containing it is the value's.
  const period = periodOf(stat.period_type, (item.period_start ?? item.date)!, weekStart);
  return { stat_id: stat.id, period_start: period.start, period_end: period.end, value: item.value };
}

const isRefusal = (w: ValueWrite | Refusal): w is Refusal => 'status' in w;

/** statvalue/create/: 201 with a new value, 200 when it replaced the period's value. */
export async function createValue(db: Database, auth: AuthContext, item: StatValueInput): Promise<Reply<StatValue>> {
  const author: ValueAuthor = { kind: 'staff', auth };
  const stat = await findStat(db, auth.companyId, item.stat);
  const company = await companyCalendar(db, auth.companyId);
  const write = prepareWrite(item, stat, author, company.week_start);
  if (isRefusal(write)) {
    if (write.status === 404) throw new NotFoundError(write.detail);
    if (write.status === 403) throw new ForbiddenError(write.detail);
    throw ValidationError.field(write.field, write.detail);
  }
  const [row] = await upsertValues(db, auth.companyId, [write], writer(author));
  return new Reply(row!.inserted ? 201 : 200, presentValue(row!));
}

/** The first message of a failed item check, with its field when it has one. */
function itemError(index: number, raw: unknown, issues: { path: PropertyKey[]; message: string }[]): StatBulkError {
  const stat = typeof raw === 'object' && raw !== null && 'stat' in raw && Number.isInteger(raw.stat) ? raw.stat : null;
  const issue = issues[0]!;
  const field = issue.path.map(String).join('.');
  return { index, stat: stat as number | null, detail: field ? `${field}: ${issue.message}` : issue.message };
}

/** Bulk entry for staff or a token: every item checked alone, the good ones saved in one statement. */
export async function bulkCreateValues(
  db: Database,
  author: ValueAuthor,
  items: unknown[],
): Promise<StatValueBulkResponse> {
  const companyId = companyOf(author);
  const errors: StatBulkError[] = [];
  const checked: { index: number; item: StatValueInput }[] = [];
  items.forEach((raw, index) => {
    const result = statValueInputSchema.safeParse(raw);
    if (result.success) checked.push({ index, item: result.data });
    else errors.push(itemError(index, raw, result.error.issues));
  });

  const stats = new Map(
    (await findStats(db, companyId, [...new Set(checked.map((c) => c.item.stat))])).map((s) => [s.id, s]),
  );
  const { week_start: weekStart } = await companyCalendar(db, companyId);
  // One write per stat and period: a later item for the same period wins, as it would if sent later.
  const writes = new Map<string, ValueWrite>();
  for (const { index, item } of checked) {
    const write = prepareWrite(item, stats.get(item.stat), author, weekStart);
    if (isRefusal(write)) errors.push({ index, stat: item.stat, detail: write.detail });
    else writes.set(`${write.stat_id}:${write.period_start}`, write);
  }

  const rows = await upsertValues(db, companyId, [...writes.values()], writer(author));
  errors.sort((a, b) => a.index - b.index);
  return { created: rows.map(presentValue), errors };
}

async function loadValueForWrite(db: Database, auth: AuthContext, id: number) {
  const value = await findValue(db, auth.companyId, id);
  const stat = value && (await findStat(db, auth.companyId, value.stat_id));
  if (!value || !stat) throw new NotFoundError();
  if (!canEnterValues(auth, stat)) throw new ForbiddenError(STAT_VALUE_NOT_ALLOWED);
  if (stat.archived) throw ValidationError.field('stat', STAT_ARCHIVED_NO_VALUES);
  return value;
}

/** statvalue/update-delete/{id}/ PUT: a new number for the same period. */
export async function updateValue(db: Database, auth: AuthContext, id: number, value: number): Promise<StatValue> {
  await loadValueForWrite(db, auth, id);
  return presentValue(await setValue(db, auth.companyId, id, value, auth.staffId));
}

export async function removeValue(db: Database, auth: AuthContext, id: number): Promise<void> {
  await loadValueForWrite(db, auth, id);
  await deleteValue(db, auth.companyId, id);
}
