// Public knowledge bases (spec knowledge-base §7): CRUD of public-knowledgebases/ and the domain
// check for KB admins, and the three reads the signed-out pages of §2 call. In the public reads the
// spec's {id} is the company slug (public-articles/{slug}/, categories-with-public-articles/{slug}/)
// because the public URL carries only the slug; public-articles/details/{id}/ takes the article id
// and ?company={slug}, so an article is shown only under its own company's URL.
import { z } from 'zod';
import {
  publicArticleDetailQuerySchema,
  publicArticlesQuerySchema,
  publicKnowledgebaseCreateSchema,
  publicKnowledgebaseUpdateSchema,
  validateDomainSchema,
} from '../../../contract/public-knowledge-bases';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import { isKbAdmin } from './permissions';
import { categoriesWithPublicArticles, publicArticleDetail, publicArticlesPage } from './public-articles.service';
import {
  createPublicKnowledgebase,
  deletePublicKnowledgebase,
  getPublicKnowledgebase,
  listPublicKnowledgebases,
  updatePublicKnowledgebase,
  validateDomain,
} from './public-knowledge-bases.service';

const BASE = '/knowledgebase/api';
const app = 'knowledge_base' as const;
const slugParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const publicKnowledgeBaseRoutes = [
  // Everyone with the app reads the list: the article form's visibility picker offers these bases.
  route({
    method: 'GET',
    url: `${BASE}/public-knowledgebases/`,
    app,
    handler: ({ db, auth }) => listPublicKnowledgebases(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/public-knowledgebases/`,
    app,
    allow: isKbAdmin,
    body: publicKnowledgebaseCreateSchema,
    handler: async ({ db, auth, body }) => created(await createPublicKnowledgebase(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/public-knowledgebases/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => getPublicKnowledgebase(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/public-knowledgebases/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: publicKnowledgebaseUpdateSchema,
    handler: ({ db, auth, params, body }) => updatePublicKnowledgebase(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/public-knowledgebases/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deletePublicKnowledgebase(db, auth, params.id), noContent()),
  }),
  route({
    method: 'POST',
    url: `${BASE}/public-knowledgebase-validate-domain/`,
    app,
    allow: isKbAdmin,
    body: validateDomainSchema,
    handler: ({ db, auth, body }) => validateDomain(db, auth, body.domain),
  }),

  // --- signed out: /articles/public/{company_slug}/… ----------------------------------------------
  route({
    method: 'GET',
    url: `${BASE}/public-articles/:id/`,
    public: true,
    params: slugParamsSchema,
    query: publicArticlesQuerySchema,
    handler: ({ db, params, query }) => publicArticlesPage(db, params.id, query.knowledgebase, query.search),
  }),
  route({
    method: 'GET',
    url: `${BASE}/public-articles/details/:id/`,
    public: true,
    params: idParamsSchema,
    query: publicArticleDetailQuerySchema,
    handler: ({ db, params, query }) => publicArticleDetail(db, query.company, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/categories-with-public-articles/:id/`,
    public: true,
    params: slugParamsSchema,
    query: publicArticlesQuerySchema,
    handler: ({ db, params, query }) => categoriesWithPublicArticles(db, params.id, query.knowledgebase),
  }),
];
