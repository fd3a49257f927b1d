// Company holidays (spec people §7 "Holidays": GET and POST holidays/, PATCH and DELETE
// holidays/{id}/, under account/api/) and the time-off calendar of a month.
import { z } from 'zod';
import { holidayInputSchema, timeOffCalendarQuerySchema } from '../../../contract/attendance';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route, type AuthContext } from '../../lib/route';
import { presentHoliday } from './holidays.presenter';
import { zodToFieldErrors } from '../../lib/validation';
import { monthCalendar } from './time-off.service';

/** Holidays shape everyone's expected working days: attendance, profile or company admins manage them. */
const holidayAdmin = (auth: AuthContext) =>
  auth.roles.user_is_attendance_admin || auth.roles.user_is_profile_admin || auth.roles.user_is_admin;

const holidayPatchSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(200).optional(),
  date: z.iso.date('Enter a valid date.').optional(),
  end_date: z.iso.date('Enter a valid date.').nullable().optional(),
});

const holidayYearQuery = z.object({ year: z.coerce.number().int().min(1970).max(9999).optional() });

export const holidayRoutes = [
  route({
    method: 'GET',
    url: '/account/api/holidays/',
    query: holidayYearQuery,
    handler: async ({ db, auth, query }) => {
      let q = db.selectFrom('holidays').selectAll().where('company_id', '=', auth.companyId);
      if (query.year) q = q.where('date', '>=', `${query.year}-01-01`).where('date', '<=', `${query.year}-12-31`);
      return (await q.orderBy('date').orderBy('id').execute()).map(presentHoliday);
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/holidays/',
    allow: holidayAdmin,
    body: holidayInputSchema,
    handler: async ({ db, auth, body }) => {
      const row = await db
        .insertInto('holidays')
        .values({ company_id: auth.companyId, ...body })
        .returningAll()
        .executeTakeFirstOrThrow();
      return created(presentHoliday(row));
    },
  }),
  route({
    method: 'PATCH',
    url: '/account/api/holidays/:id/',
    allow: holidayAdmin,
    params: idParamsSchema,
    body: holidayPatchSchema,
    handler: async ({ db, auth, params, body }) => {
      const current = await db
        .selectFrom('holidays')
        .selectAll()
        .where('company_id', '=', auth.companyId)
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!current) throw new NotFoundError();
      // Validate the merged result, so a PATCH cannot leave an end before its start.
      const candidate = {
        name: body.name ?? current.name,
        date: body.date ?? current.date,
        end_date: body.end_date === undefined ? current.end_date : body.end_date,
      };
      const checked = holidayInputSchema.safeParse(candidate);
      if (!checked.success) throw new ValidationError(zodToFieldErrors(checked.error, candidate));
      const merged = checked.data;
      const row = await db
        .updateTable('holidays')
        .set(merged)
        .where('company_id', '=', auth.companyId)
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentHoliday(row);
    },
  }),
  route({
    method: 'DELETE',
    url: '/account/api/holidays/:id/',
    allow: holidayAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      const result = await db
        .deleteFrom('holidays')
        .where('company_id', '=', auth.companyId)
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError();
      return noContent();
    },
  }),
  route({
    method: 'GET',
    url: '/account/api/time-off-calendar/',
    query: timeOffCalendarQuerySchema,
    handler: ({ db, auth, query }) => monthCalendar(db, auth.companyId, query.month),
  }),
];
