// Quiz endpoints (spec knowledge-base §7 "Quizzes"): quizzes/ (list), quizzes/{id}/ (ours: get, patch,
// delete), quiz-create/, quiz-responses-bulk-create/ (one scored attempt) and
// quiz-responses/{staffId}/{quizId} (a person's attempts), and ours, quiz-responses/ (the admins'
// timeline). KB admins write quizzes; everyone with the app takes the quizzes of their courses.
import { z } from 'zod';
import {
  quizCreateSchema,
  quizResponseListQuerySchema,
  quizResponsesCreateSchema,
  quizUpdateSchema,
} from '../../../contract/courses';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { isKbAdmin } from './permissions';
import { quizResponseTimeline } from './quiz-timeline.service';
import {
  createQuiz,
  deleteQuiz,
  listQuizzes,
  quizDetail,
  quizResponses,
  submitAttempt,
  updateQuiz,
} from './quizzes.service';

const BASE = '/knowledgebase/api';
const staffQuizParamsSchema = z.object({
  staffId: z.coerce.number().int().positive(),
  quizId: z.coerce.number().int().positive(),
});
const app = 'knowledge_base' as const;

export const quizRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/quizzes/`,
    app,
    allow: isKbAdmin,
    handler: ({ db, auth }) => listQuizzes(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/quiz-create/`,
    app,
    allow: isKbAdmin,
    body: quizCreateSchema,
    handler: async ({ db, auth, body }) => created(await createQuiz(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/quizzes/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => quizDetail(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/quizzes/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: quizUpdateSchema,
    handler: ({ db, auth, params, body }) => updateQuiz(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/quizzes/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteQuiz(db, auth, params.id), noContent()),
  }),
  route({
    method: 'POST',
    url: `${BASE}/quiz-responses-bulk-create/`,
    app,
    body: quizResponsesCreateSchema,
    handler: async ({ db, auth, body }) => created(await submitAttempt(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/quiz-responses/`,
    app,
    allow: isKbAdmin,
    query: quizResponseListQuerySchema,
    handler: ({ db, auth, query, request }) => quizResponseTimeline(db, auth, query, request),
  }),
  route({
    method: 'GET',
    url: `${BASE}/quiz-responses/:staffId/:quizId`,
    app,
    params: staffQuizParamsSchema,
    handler: ({ db, auth, params }) => quizResponses(db, auth, params.staffId, params.quizId),
  }),
];
