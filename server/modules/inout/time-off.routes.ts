// Staff time off under request/api/ (spec people §7: PATCH request/api/staff-time-offs-detail/{id}/),
// plus the time off a staff member asks for on the calendar, filed as a request of the time-off type
// (Requests lists it too). Safe to replay from the outbox: the route layer honours Idempotency-Key.
import { z } from 'zod';
import { idParamsSchema } from '../../lib/params';
import { created, route } from '../../lib/route';
import { requestTimeOff, updateTimeOff } from './time-off.service';

const date = z.iso.date('Enter a valid date.');
const timeOffCreateSchema = z.object({
  start_date: date,
  end_date: date,
  time_off_type: z.string().trim().min(1).max(50).default('vacation'),
  note: z.string().max(2000).default(''),
});
const timeOffPatchSchema = z.object({
  start_date: date.optional(),
  end_date: date.optional(),
  time_off_type: z.string().trim().min(1).max(50).optional(),
  note: z.string().max(2000).optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});

export const timeOffRoutes = [
  route({
    method: 'POST',
    url: '/request/api/staff-time-offs/',
    body: timeOffCreateSchema,
    handler: async ({ db, auth, body }) => created(await requestTimeOff(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: '/request/api/staff-time-offs-detail/:id/',
    params: idParamsSchema,
    body: timeOffPatchSchema,
    handler: ({ db, auth, params, body }) => updateTimeOff(db, auth, params.id, body),
  }),
];
