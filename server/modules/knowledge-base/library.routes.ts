// Library endpoints (spec knowledge-base §7 Library, served under knowledgebase/api/ as
// ARCHITECTURE.md places paths without a module): the catalog and its categories for anyone with
// the knowledge base; subscribing (a copy into the company) for KB admins.
import { z } from 'zod';
import { librarySubscribeSchema } from '../../../contract/library';
import { created, route } from '../../lib/route';
import { libraryCategories, libraryCourses, subscribe } from './library.service';
import { isKbAdmin } from './permissions';

const BASE = '/knowledgebase/api/library';
const app = 'knowledge_base' as const;

export const libraryRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/courses/`,
    app,
    query: z.object({ category: z.coerce.number().int().positive().optional() }),
    handler: ({ db, auth, query }) => libraryCourses(db, auth, query.category),
  }),
  route({
    method: 'POST',
    url: `${BASE}/courses/subscribe/`,
    app,
    allow: isKbAdmin,
    body: librarySubscribeSchema,
    handler: async ({ db, deps, auth, body }) => {
      const result = await subscribe(db, deps, auth, body);
      return result.created ? created(result.answer) : result.answer;
    },
  }),
  route({
    method: 'GET',
    url: `${BASE}/categories/`,
    app,
    handler: async () => libraryCategories(),
  }),
];
