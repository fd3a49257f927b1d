// Time-clock kiosk endpoints (issue 24; contract/kiosk.ts). Attendance admins set and clear staff
// PINs and manage kiosks; a staff member sets their own PIN while signed in (no password asked: a
// PIN opens nothing but clocking in on the company's kiosks, and a signed-in session already lets
// them clock in as themselves). The kiosk's own calls are "public" to the router (no person's
// sign-in) and authenticate by the device credential header (kiosk-device.service.ts).
import { z } from 'zod';
import { createKioskRequestSchema, kioskPunchRequestSchema, setPinRequestSchema } from '../../../contract/kiosk';
import { Reply, created, route, type AuthContext } from '../../lib/route';
import { idParamsSchema as idParams } from '../../lib/params';
import { authenticateKiosk, kioskClock, kioskRoster } from './kiosk-device.service';
import { clearPin, createKiosk, kioskPunches, listKiosks, pinStatus, revokeKiosk, setPin } from './kiosks.service';
import type { FastifyRequest } from 'fastify';

const app = 'attendance' as const;
/** Kiosks and others' PINs belong to attendance admins. */
const kioskAdmin = (auth: AuthContext) => auth.roles.user_is_attendance_admin || auth.roles.user_is_admin;
const staffParams = z.object({ staff: z.coerce.number().int().positive() });

/** Outbox-Age-Ms, as for every queued punch (inout.routes.ts). */
function queuedMs(request: FastifyRequest): number | null {
  const value = Number(request.headers['outbox-age-ms']);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export const kioskRoutes = [
  route({
    method: 'GET',
    url: '/inout/api/kiosk/pins/:staff/',
    app,
    allow: kioskAdmin,
    params: staffParams,
    handler: ({ db, auth, params }) => pinStatus(db, auth, params.staff),
  }),
  route({
    method: 'PUT',
    url: '/inout/api/kiosk/pins/:staff/',
    app,
    allow: kioskAdmin,
    params: staffParams,
    body: setPinRequestSchema,
    handler: ({ db, auth, params, body }) => setPin(db, auth, params.staff, body.pin),
  }),
  route({
    method: 'DELETE',
    url: '/inout/api/kiosk/pins/:staff/',
    app,
    allow: kioskAdmin,
    params: staffParams,
    handler: ({ db, auth, params }) => clearPin(db, auth, params.staff),
  }),
  route({
    method: 'PUT',
    url: '/inout/api/kiosk/my-pin/',
    app,
    body: setPinRequestSchema,
    handler: ({ db, auth, body }) => setPin(db, auth, auth.staffId, body.pin),
  }),
  route({
    method: 'GET',
    url: '/inout/api/kiosks/',
    app,
    allow: kioskAdmin,
    handler: ({ db, auth }) => listKiosks(db, auth),
  }),
  route({
    method: 'POST',
    url: '/inout/api/kiosks/',
    app,
    allow: kioskAdmin,
    body: createKioskRequestSchema,
    handler: async ({ db, auth, body }) => created(await createKiosk(db, auth, body.name)),
  }),
  route({
    method: 'POST',
    url: '/inout/api/kiosks/:id/revoke/',
    app,
    allow: kioskAdmin,
    params: idParams,
    handler: ({ db, auth, params }) => revokeKiosk(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: '/inout/api/kiosks/:id/punches/',
    app,
    allow: kioskAdmin,
    params: idParams,
    handler: ({ db, auth, params }) => kioskPunches(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: '/inout/api/kiosk/roster/',
    public: true,
    handler: async ({ db, request }) => kioskRoster(db, await authenticateKiosk(db, request)),
  }),
  route({
    method: 'POST',
    url: '/inout/api/kiosk/clock/',
    public: true,
    // Its own transaction, under the kiosk's idempotency scope (the router's needs a person).
    transaction: false,
    body: kioskPunchRequestSchema,
    handler: async ({ db, body, request, reply }) => {
      const outcome = await kioskClock(db, request, body, queuedMs(request));
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return new Reply(outcome.status, outcome.body);
    },
  }),
];
