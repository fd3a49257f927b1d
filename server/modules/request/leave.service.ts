// Leave allowances and balances (issue 21, contract/leave.ts). Request admins set a company default
// per time-off type and year and per-person overrides; a balance is worked out when read from the
// allowance, its accrual and the person's approved and pending time-off requests in the year, in
// working days (leave-days.ts), so a decision shows in it at once.
import type { LeaveAllowance, LeaveAllowanceSetParams, LeaveBalance, LeaveBalances } from '../../../contract/leave';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { accruedDays, holidayDays, workingDaysInYear } from './leave-days';
import { checkStaffView } from './requests.service';
import { staffRefs } from './staff-refs';

export const LEAVE_MESSAGES = {
  notTimeOff: 'Choose a time-off request type.',
  unknownStaff: 'No staff member with this id.',
} as const;

const allowanceColumns = [
  'leave_allowances.id',
  'leave_allowances.request_type_id',
  'leave_allowances.staff_id',
  'leave_allowances.year',
  'leave_allowances.days',
  'leave_allowances.accrual',
  'request_types.name as request_type_name',
] as const;

function allowanceRows(db: Database, companyId: number) {
  return db
    .selectFrom('leave_allowances')
    .innerJoin('request_types', 'request_types.id', 'leave_allowances.request_type_id')
    .select(allowanceColumns)
    .where('leave_allowances.company_id', '=', companyId);
}
type AllowanceRow = Awaited<ReturnType<ReturnType<typeof allowanceRows>['executeTakeFirstOrThrow']>>;

async function present(db: Database, companyId: number, rows: AllowanceRow[]): Promise<LeaveAllowance[]> {
  const names = await staffRefs(
    db,
    companyId,
    rows.flatMap((r) => (r.staff_id === null ? [] : [r.staff_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    request_type: r.request_type_id,
    request_type_name: r.request_type_name,
    staff: r.staff_id,
    staff_name: r.staff_id === null ? null : (names.get(r.staff_id)?.name ?? null),
    year: r.year,
    days: Number(r.days),
    accrual: r.accrual,
  }));
}

export async function listAllowances(db: Database, auth: AuthContext, year: number): Promise<LeaveAllowance[]> {
  const rows = await allowanceRows(db, auth.companyId)
    .where('leave_allowances.year', '=', year)
    .orderBy('request_types.name')
    .orderBy('leave_allowances.staff_id', (ob) => ob.asc().nullsFirst())
    .execute();
  return present(db, auth.companyId, rows);
}

/** Sets one allowance: the type's default for the year (staff null) or one person's override. */
export async function setAllowance(
  db: Database,
  auth: AuthContext,
  input: LeaveAllowanceSetParams,
): Promise<LeaveAllowance> {
  const type = await db
    .selectFrom('request_types')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', input.request_type)
    .where('is_time_off', '=', true)
    .executeTakeFirst();
  if (!type) throw ValidationError.field('request_type', LEAVE_MESSAGES.notTimeOff);
  if (input.staff !== null && !(await staffRefs(db, auth.companyId, [input.staff])).has(input.staff)) {
    throw ValidationError.field('staff', LEAVE_MESSAGES.unknownStaff);
  }
  const { id } = await db
    .insertInto('leave_allowances')
    .values({
      company_id: auth.companyId,
      request_type_id: input.request_type,
      staff_id: input.staff,
      year: input.year,
      days: input.days,
      accrual: input.accrual,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'request_type_id', 'year', 'staff_id'])
        .doUpdateSet({ days: input.days, accrual: input.accrual, updated_at: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await allowanceRows(db, auth.companyId).where('leave_allowances.id', '=', id).executeTakeFirstOrThrow();
  return (await present(db, auth.companyId, [row]))[0]!;
}

export async function deleteAllowance(db: Database, auth: AuthContext, id: number): Promise<void> {
  const gone = await db
    .deleteFrom('leave_allowances')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (gone.numDeletedRows === 0n) throw new NotFoundError();
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function leaveBalances(
  db: Database,
  auth: AuthContext,
  staffId: number,
  query: { year?: number | undefined; on?: string | undefined },
): Promise<LeaveBalances> {
  await checkStaffView(db, auth, staffId);
  const on = query.on ?? todayUtc();
  const year = query.year ?? Number(on.slice(0, 4));
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const [types, allowances, requests, company, holidays] = await Promise.all([
    db
      .selectFrom('request_types')
      .select(['id', 'name', 'is_active'])
      .where('company_id', '=', auth.companyId)
      .where('is_time_off', '=', true)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('leave_allowances')
      .select(['request_type_id', 'staff_id', 'days', 'accrual'])
      .where('company_id', '=', auth.companyId)
      .where('year', '=', year)
      .where((eb) => eb.or([eb('staff_id', 'is', null), eb('staff_id', '=', staffId)]))
      .execute(),
    db
      .selectFrom('requests')
      .select(['request_type_id', 'status', 'start_date', 'end_date'])
      .where('company_id', '=', auth.companyId)
      .where('requester_staff_id', '=', staffId)
      .where('status', 'in', ['approved', 'pending'])
      .where('start_date', '<=', last)
      .where('end_date', '>=', first)
      .execute(),
    db
      .selectFrom('companies')
      .select('company_weekend_info')
      .where('id', '=', auth.companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('holidays')
      .select(['date', 'end_date'])
      .where('company_id', '=', auth.companyId)
      .where('date', '<=', last)
      .where((eb) => eb(eb.fn.coalesce('end_date', 'date'), '>=', first))
      .execute(),
  ]);
  const weekend = company.company_weekend_info ?? [];
  const closed = holidayDays(holidays);
  const balances: LeaveBalance[] = [];
  for (const type of types) {
    const own = allowances.find((a) => a.request_type_id === type.id && a.staff_id === staffId);
    const allowance = own ?? allowances.find((a) => a.request_type_id === type.id && a.staff_id === null);
    const days = (status: string) =>
      requests
        .filter((r) => r.request_type_id === type.id && r.status === status && r.start_date && r.end_date)
        .reduce(
          (sum, r) => sum + workingDaysInYear({ start: r.start_date!, end: r.end_date! }, year, weekend, closed),
          0,
        );
    const [used, pending] = [days('approved'), days('pending')];
    // An inactive type is shown only while it still means something this year.
    if (!type.is_active && !allowance && used + pending === 0) continue;
    const total = allowance === undefined ? null : Number(allowance.days);
    const accrual = allowance?.accrual ?? 'yearly';
    const accrued = total === null ? 0 : accruedDays(total, accrual, year, on);
    balances.push({
      request_type: type.id,
      request_type_name: type.name,
      year,
      allowance: total,
      accrual,
      personal: own !== undefined,
      accrued,
      used,
      pending,
      available: Math.round((accrued - used) * 100) / 100,
    });
  }
  return { staff: staffId, year, on, balances };
}
