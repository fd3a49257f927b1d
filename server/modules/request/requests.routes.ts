// Request endpoints (spec people §7: list/, detail/{id}/, user-requests/{id}/,
// staff-requests-summary/{id}/; create, decide, cancel, comment and the types of Request Settings
// are this product's paths, listed in contract/paths.ts). All need the request app.
import {
  requestCommentCreateSchema,
  requestCreateSchema,
  requestDecisionSchema,
  requestListQuerySchema,
  requestTypeCreateSchema,
  requestTypeUpdateSchema,
} from '../../../contract/requests';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { isRequestAdmin } from './permissions';
import { createType, deleteType, listTypes, requestOptions, updateType } from './request-types.service';
import {
  addComment,
  cancelRequest,
  createRequest,
  decideRequest,
  listRequests,
  requestDetail,
  staffRequestsSummary,
  userRequests,
} from './requests.service';

const BASE = '/request/api';
const app = 'request' as const;

export const requestRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/list/`,
    app,
    query: requestListQuerySchema,
    handler: ({ db, auth, query, request }) => listRequests(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/create/`,
    app,
    body: requestCreateSchema,
    handler: async ({ db, auth, body }) => created(await createRequest(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/detail/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => requestDetail(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/decision/`,
    app,
    params: idParamsSchema,
    body: requestDecisionSchema,
    handler: ({ db, auth, params, body }) => decideRequest(db, auth, params.id, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/cancel/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => cancelRequest(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/detail/:id/comments/`,
    app,
    params: idParamsSchema,
    body: requestCommentCreateSchema,
    handler: async ({ db, auth, params, body }) => created(await addComment(db, auth, params.id, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/user-requests/:id/`,
    app,
    params: idParamsSchema,
    query: requestListQuerySchema,
    handler: ({ db, auth, params, query, request }) => userRequests(db, auth, params.id, query, request),
  }),
  route({
    method: 'GET',
    url: `${BASE}/staff-requests-summary/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => staffRequestsSummary(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/options/`,
    app,
    handler: ({ db, auth }) => requestOptions(db, auth),
  }),
  route({
    method: 'GET',
    url: `${BASE}/types/`,
    app,
    handler: ({ db, auth }) => listTypes(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/types/`,
    app,
    allow: isRequestAdmin,
    body: requestTypeCreateSchema,
    handler: async ({ db, auth, body }) => created(await createType(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/types/:id/`,
    app,
    allow: isRequestAdmin,
    params: idParamsSchema,
    body: requestTypeUpdateSchema,
    handler: ({ db, auth, params, body }) => updateType(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/types/:id/`,
    app,
    allow: isRequestAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await deleteType(db, auth, params.id);
      return noContent();
    },
  }),
];
