// Attendance endpoints (ARCHITECTURE.md contract additions; spec people §7 Attendance): clocking
// in and out, the punch list, clocking everyone out, and the time-clock settings.
import {
  clockBatchRequestSchema,
  clockInsQuerySchema,
  clockRequestSchema,
  timeClockSettingsInputSchema,
} from '../../../contract/attendance';
import type { FastifyRequest } from 'fastify';
import { created, route, type AuthContext } from '../../lib/route';
import { getTimeClockSettings, saveTimeClockSettings } from './punches.repository';
import { canSeeEveryone, clockAllUsersOut, clockMany, clockBatch, listClockIns } from './punches.service';

/**
 * Outbox-Age-Ms: how long the change waited on the device (a duration on the device's own clock,
 * so it is right even when the device's time of day is wrong). A header, so that a retry, which
 * waited longer, still has the same body for its Idempotency-Key.
 */
function queuedMs(request: FastifyRequest): number | null {
  const value = Number(request.headers['outbox-age-ms']);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Time Clock Settings belong to the assignment admin (spec shell §6). */
const settingsAdmin = (auth: AuthContext) => auth.roles.user_is_assignment_admin || auth.roles.user_is_admin;

export const inoutRoutes = [
  route({
    method: 'POST',
    url: '/inout/api/clock/',
    app: 'attendance',
    body: clockRequestSchema,
    // The hottest write: punches that arrive together share one transaction.
    handleMany: (db, calls) =>
      clockMany(
        db,
        calls.map(({ auth, body, request }) => ({ auth, body, queuedMs: queuedMs(request) })),
      ),
  }),
  route({
    method: 'POST',
    url: '/inout/api/clock/bulk/',
    app: 'attendance',
    body: clockBatchRequestSchema,
    handler: async ({ db, auth, body, request }) =>
      created(await clockBatch(db, auth, body.punches, queuedMs(request))),
  }),
  route({
    method: 'GET',
    url: '/inout/api/clock-ins/',
    app: 'attendance',
    query: clockInsQuerySchema,
    handler: ({ db, auth, query, request }) => listClockIns(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: '/inout/api/clock-all-users-out/',
    app: 'attendance',
    allow: canSeeEveryone,
    handler: ({ db, auth }) => clockAllUsersOut(db, auth),
  }),
  route({
    method: 'GET',
    url: '/inout/api/time-clock-settings/',
    app: 'attendance',
    handler: ({ db, auth }) => getTimeClockSettings(db, auth.companyId),
  }),
  route({
    method: 'PUT',
    url: '/inout/api/time-clock-settings/',
    app: 'attendance',
    allow: settingsAdmin,
    body: timeClockSettingsInputSchema,
    handler: ({ db, auth, body }) => saveTimeClockSettings(db, auth.companyId, body),
  }),
];
