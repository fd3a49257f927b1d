// Schedule endpoints (issue 24), under the attendance module's prefix: shifts of a date range, an
// attendance admin's create / change / delete, copying last week, templates and publishing. Staff
// read their own published shifts and the open ones through the same list.
import {
  shiftInputSchema,
  shiftListQuerySchema,
  shiftPatchSchema,
  shiftPublishSchema,
  shiftTemplateInputSchema,
  shiftWeekSchema,
  type ShiftPublishResult,
} from '../../../contract/shifts';
import { shiftSwapOfferSchema } from '../../../contract/shift-swaps';
import { deliverAfterResponse } from '../../lib/deliver-emails';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { canSeeEveryone } from '../inout/punches.service';
import { claimShift, decideClaim, listClaims } from './shifts.claims';
import { publishShifts } from './shifts.publish';
import { answerSwap, listSwaps, offerSwap } from './shifts.swaps';
import { decideSwap } from './shifts.swaps.decide';
import { createShift, deleteShift, listShifts, updateShift } from './shifts.service';
import { applyTemplate, copyLastWeek, deleteTemplate, listTemplates, saveTemplate } from './shifts.week';

export const shiftRoutes = [
  route({
    method: 'GET',
    url: '/inout/api/shifts/',
    app: 'attendance',
    query: shiftListQuerySchema,
    handler: ({ db, auth, query, request }) => listShifts(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: '/inout/api/shifts/',
    app: 'attendance',
    allow: canSeeEveryone,
    body: shiftInputSchema,
    handler: async ({ db, auth, body }) => created(await createShift(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: '/inout/api/shifts/:id/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: idParamsSchema,
    body: shiftPatchSchema,
    handler: async ({ db, deps, auth, params, body, reply }) => {
      const { shift, emailIds } = await updateShift(db, deps.mailer, auth, params.id, body);
      deliverAfterResponse(reply, deps, emailIds);
      return shift;
    },
  }),
  route({
    method: 'DELETE',
    url: '/inout/api/shifts/:id/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: idParamsSchema,
    handler: async ({ db, deps, auth, params, reply }) => {
      deliverAfterResponse(reply, deps, await deleteShift(db, deps.mailer, auth, params.id));
      return noContent();
    },
  }),
  route({
    method: 'POST',
    url: '/inout/api/shifts/copy-week/',
    app: 'attendance',
    allow: canSeeEveryone,
    body: shiftWeekSchema,
    handler: ({ db, auth, body }) => copyLastWeek(db, auth, body.week_start),
  }),
  route({
    method: 'POST',
    url: '/inout/api/shifts/publish/',
    app: 'attendance',
    allow: canSeeEveryone,
    body: shiftPublishSchema,
    handler: async ({ db, deps, auth, body, reply }): Promise<ShiftPublishResult> => {
      const { emailIds, ...result } = await publishShifts(db, deps.mailer, auth, body);
      deliverAfterResponse(reply, deps, emailIds);
      return result;
    },
  }),
  // Open shifts taken by request (shifts.claims.ts): anyone with the attendance app asks; attendance
  // admins decide.
  route({
    method: 'POST',
    url: '/inout/api/shifts/:id/claim/',
    app: 'attendance',
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      const { claim, created: made } = await claimShift(db, auth, params.id);
      return made ? created(claim) : claim;
    },
  }),
  route({
    method: 'GET',
    url: '/inout/api/shift-claims/',
    app: 'attendance',
    handler: ({ db, auth }) => listClaims(db, auth),
  }),
  ...(['approve', 'decline'] as const).map((decision) =>
    route({
      method: 'POST',
      url: `/inout/api/shift-claims/:id/${decision}/`,
      app: 'attendance',
      allow: canSeeEveryone,
      params: idParamsSchema,
      handler: async ({ db, deps, auth, params, reply }) => {
        const { claim, emailIds } = await decideClaim(db, deps.mailer, auth, params.id, decision === 'approve');
        deliverAfterResponse(reply, deps, emailIds);
        return claim;
      },
    }),
  ),
  // Shift swaps (shifts.swaps.ts): a holder offers, the colleague answers, attendance admins decide.
  route({
    method: 'POST',
    url: '/inout/api/shifts/:id/swap/',
    app: 'attendance',
    params: idParamsSchema,
    body: shiftSwapOfferSchema,
    handler: async ({ db, deps, auth, params, body, reply }) => {
      const { swap, created: made, emailIds } = await offerSwap(db, deps.mailer, auth, params.id, body.colleague);
      deliverAfterResponse(reply, deps, emailIds);
      return made ? created(swap) : swap;
    },
  }),
  route({
    method: 'GET',
    url: '/inout/api/shift-swaps/',
    app: 'attendance',
    handler: ({ db, auth }) => listSwaps(db, auth),
  }),
  ...(['accept', 'decline', 'withdraw'] as const).map((answer) =>
    route({
      method: 'POST',
      url: `/inout/api/shift-swaps/:id/${answer}/`,
      app: 'attendance',
      params: idParamsSchema,
      handler: async ({ db, deps, auth, params, reply }) => {
        const { swap, emailIds } = await answerSwap(db, deps.mailer, auth, params.id, answer);
        deliverAfterResponse(reply, deps, emailIds);
        return swap;
      },
    }),
  ),
  ...(['approve', 'reject'] as const).map((decision) =>
    route({
      method: 'POST',
      url: `/inout/api/shift-swaps/:id/${decision}/`,
      app: 'attendance',
      allow: canSeeEveryone,
      params: idParamsSchema,
      handler: async ({ db, deps, auth, params, reply }) => {
        const { swap, emailIds } = await decideSwap(db, deps.mailer, auth, params.id, decision === 'approve');
        deliverAfterResponse(reply, deps, emailIds);
        return swap;
      },
    }),
  ),
  route({
    method: 'GET',
    url: '/inout/api/shift-templates/',
    app: 'attendance',
    allow: canSeeEveryone,
    handler: async ({ db, auth }) => {
      const results = await listTemplates(db, auth);
      return { count: results.length, next: null, previous: null, results };
    },
  }),
  route({
    method: 'POST',
    url: '/inout/api/shift-templates/',
    app: 'attendance',
    allow: canSeeEveryone,
    body: shiftTemplateInputSchema,
    handler: async ({ db, auth, body }) => created(await saveTemplate(db, auth, body)),
  }),
  route({
    method: 'DELETE',
    url: '/inout/api/shift-templates/:id/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteTemplate(db, auth, params.id), noContent()),
  }),
  route({
    method: 'POST',
    url: '/inout/api/shift-templates/:id/apply/',
    app: 'attendance',
    allow: canSeeEveryone,
    params: idParamsSchema,
    body: shiftWeekSchema,
    handler: ({ db, auth, params, body }) => applyTemplate(db, auth, params.id, body.week_start),
  }),
];
