// /humesign/'s calls (contract/esign.ts): everyone may ask whether e-signature is configured and
// list what they may see; the company's admin user type sends and cancels; the provider calls the
// webhook without a token, signed with the shared secret.
import { z } from 'zod';
import { esignCreateSchema, esignListQuerySchema, ESIGN_MAX_BYTES } from '../../../contract/esign';
import { route } from '../../lib/route';
import { receiveESignWebhook } from './esign-webhook';
import {
  cancelESignRequest,
  createESignRequest,
  getESignChoices,
  getESignRequest,
  getESignStatus,
  isAdmin,
  listESignRequests,
  sendSignedDocument,
} from './esign.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const choicesQuery = z.object({ search: z.string().max(200).default('') });
const BASE = '/company/api/esign';

export const esignRoutes = [
  route({ method: 'GET', url: `${BASE}/`, handler: async ({ deps }) => getESignStatus(deps) }),
  route({
    method: 'GET',
    url: `${BASE}/choices/`,
    allow: isAdmin,
    query: choicesQuery,
    handler: ({ db, auth, query }) => getESignChoices(db, auth, query.search),
  }),
  route({
    method: 'GET',
    url: `${BASE}/requests/`,
    query: esignListQuerySchema,
    handler: ({ db, auth, query, request }) => listESignRequests(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/requests/`,
    allow: isAdmin,
    body: esignCreateSchema,
    bodyLimit: ESIGN_MAX_BYTES + 64 * 1024,
    handler: ({ db, deps, auth, body }) => createESignRequest(db, deps, auth, body),
  }),
  route({
    method: 'GET',
    url: `${BASE}/requests/:id/`,
    params: idParams,
    handler: ({ db, auth, params }) => getESignRequest(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/requests/:id/cancel/`,
    allow: isAdmin,
    params: idParams,
    handler: ({ db, deps, auth, params }) => cancelESignRequest(db, deps, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/requests/:id/signed/`,
    params: idParams,
    handler: ({ db, deps, auth, params, reply }) => sendSignedDocument(db, deps, auth, params.id, reply),
  }),
  route({
    method: 'POST',
    url: `${BASE}/webhook/`,
    public: true,
    rawBody: true,
    handler: ({ db, deps, request, reply }) => receiveESignWebhook(db, deps, request, reply),
  }),
];
