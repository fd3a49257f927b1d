// Timesheet endpoints (issue 24), under the attendance module: the period's list, one person's
// timesheet, a manager's punch edit with its reason, approval, the staff member's confirmation and
// the payroll export of approved timesheets (CSV or XLSX), and a missing punch a manager adds.
import { z } from 'zod';
import {
  missingPunchSchema,
  punchEditSchema,
  timesheetActionSchema,
  timesheetExportQuerySchema,
  timesheetListQuerySchema,
  timesheetPeriodQuerySchema,
  type TimesheetList,
} from '../../../contract/timesheets';
import { paginated } from '../../lib/pagination';
import { idParamsSchema } from '../../lib/params';
import { created, route } from '../../lib/route';
import { addMissingPunch } from './missing-punch.service';
import { canSeeEveryone } from './punches.service';
import { exportRows, toCsv, toXlsx } from './timesheets.export';
import { approveTimesheet, confirmTimesheet, editPunch, getTimesheet, listTimesheets } from './timesheets.service';

const staffParams = z.object({ staff: z.coerce.number().int().positive() });

export const timesheetRoutes = [
  route({
    method: 'GET',
    url: '/inout/api/timesheets/',
    app: 'attendance',
    query: timesheetListQuerySchema,
    handler: async ({ db, auth, query, request }): Promise<TimesheetList> => {
      const { ctx, results } = await listTimesheets(db, auth, query.date);
      const start = (query.page - 1) * query.page_size;
      return {
        period_from: ctx.period.from,
        period_to: ctx.period.to,
        ...paginated(request, query, results.length, results.slice(start, start + query.page_size)),
      };
    },
  }),
  route({
    method: 'GET',
    url: '/inout/api/timesheets/export/',
    app: 'attendance',
    allow: canSeeEveryone,
    query: timesheetExportQuerySchema,
    handler: async ({ db, auth, query, reply }) => {
      const { ctx, withDays } = await listTimesheets(db, auth, query.date);
      const rows = exportRows(withDays().filter((sheet) => sheet.status !== 'open'));
      const name = `timesheets-${ctx.period.from}-${ctx.period.to}.${query.format}`;
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (query.format === 'xlsx') {
        reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return toXlsx(rows);
      }
      reply.header('content-type', 'text/csv; charset=utf-8');
      return toCsv(rows);
    },
  }),
  route({
    method: 'GET',
    url: '/inout/api/timesheets/:staff/',
    app: 'attendance',
    params: staffParams,
    query: timesheetPeriodQuerySchema,
    handler: ({ db, auth, params, query }) => getTimesheet(db, auth, params.staff, query.date),
  }),
  route({
    method: 'POST',
    url: '/inout/api/timesheets/:staff/approve/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: staffParams,
    body: timesheetActionSchema,
    handler: ({ db, auth, params, body }) => approveTimesheet(db, auth, params.staff, body.date),
  }),
  route({
    method: 'POST',
    url: '/inout/api/timesheets/:staff/confirm/',
    app: 'attendance',
    params: staffParams,
    body: timesheetActionSchema,
    handler: ({ db, auth, params, body }) => confirmTimesheet(db, auth, params.staff, body.date),
  }),
  route({
    method: 'PATCH',
    url: '/inout/api/timesheets/punches/:id/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: idParamsSchema,
    body: punchEditSchema,
    handler: ({ db, auth, params, body }) => editPunch(db, auth, params.id, body),
  }),
  route({
    method: 'POST',
    url: '/inout/api/timesheets/:staff/punches/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: staffParams,
    body: missingPunchSchema,
    handler: async ({ db, auth, params, body }) => created(await addMissingPunch(db, auth, params.staff, body)),
  }),
];
