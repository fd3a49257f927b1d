// Reading endpoints (spec knowledge-base §7 "Reading"): mark-as-read/{id}/, bulk-mark-as-read/,
// employee-article-read-activity/{articleId}/ and reassign-article/{articleId}/ (KB admins),
// acknowledgements/ and questions/.
import {
  acknowledgementCreateSchema,
  acknowledgementListQuerySchema,
  bulkIdsSchema,
  questionsQuerySchema,
} from '../../../contract/knowledge-base';
import { idParamsSchema } from '../../lib/params';
import { created, route } from '../../lib/route';
import { isKbAdmin } from './permissions';
import { deliverAfterResponse } from '../../lib/deliver-emails';
import {
  acknowledge,
  articleQuestion,
  bulkMarkAsRead,
  listAcknowledgements,
  markAsRead,
  reassignArticle,
  readActivity,
} from './reading.service';

const BASE = '/knowledgebase/api';
const app = 'knowledge_base' as const;

export const readingRoutes = [
  route({
    method: 'POST',
    url: `${BASE}/mark-as-read/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => markAsRead(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/bulk-mark-as-read/`,
    app,
    body: bulkIdsSchema,
    handler: ({ db, auth, body }) => bulkMarkAsRead(db, auth, body.ids),
  }),
  route({
    method: 'GET',
    url: `${BASE}/employee-article-read-activity/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => readActivity(db, auth, params.id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/reassign-article/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, deps, auth, params, reply }) => {
      const { response, emailIds } = await reassignArticle(db, deps, auth, params.id);
      deliverAfterResponse(reply, deps, emailIds);
      return response;
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/acknowledgements/`,
    app,
    query: acknowledgementListQuerySchema,
    handler: ({ db, auth, query, request }) => listAcknowledgements(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/acknowledgements/`,
    app,
    body: acknowledgementCreateSchema,
    handler: async ({ db, auth, body }) => created(await acknowledge(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/questions/`,
    app,
    query: questionsQuerySchema,
    handler: ({ db, auth, query }) => articleQuestion(db, auth, query.article),
  }),
];
