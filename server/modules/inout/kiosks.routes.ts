// Time-clock kiosk endpoints (issue 24; contract/kiosk.ts). Attendance admins set and clear staff
// PINs and manage kiosks; a staff member sets their own PIN while signed in (no password asked: a
// PIN opens nothing but clocking in on the company's kiosks, and a signed-in session already lets
// them clock in as themselves). The kiosk's own calls are "public" to the router (no person's
// sign-in) and authenticate by the device credential header (kiosk-device.service.ts). A punch
// with its photo comes as a multipart form (the punch as JSON in `punch`, the image in `photo`:
// kiosk-photos.ts says why in one request), one without as JSON.
import { z } from 'zod';
import {
  KIOSK_PHOTO_BAD_TYPE,
  createKioskRequestSchema,
  kioskPunchRequestSchema,
  setPinRequestSchema,
  updateKioskRequestSchema,
} from '../../../contract/kiosk';
import { Reply, created, route, type AuthContext } from '../../lib/route';
import { idParamsSchema as idParams } from '../../lib/params';
import { authenticateKiosk, kioskClock, kioskRoster } from './kiosk-device.service';
import { kioskPhotoStore, readKioskPhoto } from './kiosk-photos';
import {
  clearPin,
  createKiosk,
  kioskPunches,
  listKiosks,
  pinStatus,
  revokeKiosk,
  setPin,
  updateKiosk,
} from './kiosks.service';
import type { FastifyRequest } from 'fastify';

const app = 'attendance' as const;
/** Kiosks and others' PINs belong to attendance admins. */
const kioskAdmin = (auth: AuthContext) => auth.roles.user_is_attendance_admin || auth.roles.user_is_admin;
const staffParams = z.object({ staff: z.coerce.number().int().positive() });

/**
 * A multipart punch ({punch: JSON text, photo: file}) read as the JSON one plus `photo`; a JSON
 * punch passes as it is. Bodies up to a megabyte are read, so a photo over its own limit (200 KB)
 * is answered with its field named (kiosk-photos.ts) rather than as a body too large.
 */
const kioskPunchBody = z.preprocess(
  (value) => {
    const form = value as { punch?: unknown; photo?: unknown } | null;
    if (typeof form?.punch !== 'string') return value;
    try {
      const punch: unknown = JSON.parse(form.punch);
      return typeof punch === 'object' && punch !== null ? { ...punch, photo: form.photo } : value;
    } catch {
      return value;
    }
  },
  kioskPunchRequestSchema.extend({ photo: z.instanceof(Buffer, { message: KIOSK_PHOTO_BAD_TYPE }).optional() }),
);
const KIOSK_PUNCH_BODY_LIMIT = 1024 * 1024;

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
    method: 'PATCH',
    url: '/inout/api/kiosks/:id/',
    app,
    allow: kioskAdmin,
    params: idParams,
    body: updateKioskRequestSchema,
    handler: ({ db, auth, params, body }) => updateKiosk(db, auth, params.id, body.take_photos),
  }),
  route({
    method: 'GET',
    url: '/inout/api/clock-ins/:id/photo/',
    app,
    // Photos of people at the kiosk are for attendance admins only.
    allow: kioskAdmin,
    params: idParams,
    handler: async ({ db, auth, params, deps, reply }) => {
      const { data, mime } = await readKioskPhoto(
        db,
        kioskPhotoStore(deps.config.storageDir),
        auth.companyId,
        params.id,
      );
      reply
        .header('content-type', mime)
        // A person's photo is not kept in the admin's browser cache (nor the service worker's).
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return data;
    },
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
    body: kioskPunchBody,
    bodyLimit: KIOSK_PUNCH_BODY_LIMIT,
    handler: async ({ db, body, request, reply, deps }) => {
      const { photo, ...punch } = body;
      const io = { store: kioskPhotoStore(deps.config.storageDir), reply, deps };
      const outcome = await kioskClock(db, request, { punch, photo: photo ?? null }, io, queuedMs(request));
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return new Reply(outcome.status, outcome.body);
    },
  }),
];
