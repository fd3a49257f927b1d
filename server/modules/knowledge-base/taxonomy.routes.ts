// Categories, article types, tags, responsibilities, templates and definitions (spec
// knowledge-base §7): reads for everyone with the app, writes for KB admins (§6).
import { paginationQuerySchema } from '../../../contract/pagination';
import {
  RESPONSIBILITY_PAGE_SIZE,
  articleTypeCreateSchema,
  articleTypeUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  definitionBulkCreateSchema,
  definitionCategoryCreateSchema,
  definitionCreateSchema,
  definitionListQuerySchema,
  definitionUpdateSchema,
} from '../../../contract/knowledge-base';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import {
  categoriesWithArticles,
  categoryDetail,
  categoryTree,
  createCategory,
  deleteCategory,
  updateCategory,
} from './categories.service';
import {
  bulkCreateDefinitions,
  createDefinition,
  createDefinitionCategory,
  definitionDetail,
  deleteDefinition,
  listDefinitionCategories,
  listDefinitions,
  updateDefinition,
} from './definitions.service';
import { isKbAdmin } from './permissions';
import {
  createArticleType,
  deleteArticleType,
  listArticleTypes,
  listResponsibilities,
  listTags,
  listTemplates,
  updateArticleType,
} from './taxonomy.service';

const BASE = '/knowledgebase/api';
const app = 'knowledge_base' as const;
const responsibilitiesQuerySchema = paginationQuerySchema.extend({
  page_size: paginationQuerySchema.shape.page_size.default(RESPONSIBILITY_PAGE_SIZE),
});

export const categoryRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/category/list-create/`,
    app,
    handler: ({ db, auth }) => categoryTree(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/category/list-create/`,
    app,
    allow: isKbAdmin,
    body: categoryCreateSchema,
    handler: async ({ db, auth, body }) => created(await createCategory(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/category/list-edit/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => categoryDetail(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/category/list-edit/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: categoryUpdateSchema,
    handler: ({ db, auth, params, body }) => updateCategory(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/category/list-edit/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteCategory(db, auth, params.id), noContent()),
  }),
  route({
    method: 'GET',
    url: `${BASE}/category-with-articles/`,
    app,
    handler: ({ db, auth }) => categoriesWithArticles(db, auth),
  }),
];

export const typeAndTagRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/article-types/`,
    app,
    handler: ({ db, auth }) => listArticleTypes(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/article-types/`,
    app,
    allow: isKbAdmin,
    body: articleTypeCreateSchema,
    handler: async ({ db, auth, body }) => created(await createArticleType(db, auth, body)),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/article-types/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: articleTypeUpdateSchema,
    handler: ({ db, auth, params, body }) => updateArticleType(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/article-types/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteArticleType(db, auth, params.id), noContent()),
  }),
  route({ method: 'GET', url: `${BASE}/tags/`, app, handler: ({ db, auth }) => listTags(db, auth) }),
  route({
    method: 'GET',
    url: `${BASE}/responsibilities/`,
    app,
    query: responsibilitiesQuerySchema,
    handler: ({ db, auth, query, request }) => listResponsibilities(db, auth, query, request),
  }),
  route({ method: 'GET', url: `${BASE}/auto-kb-articles/`, app, handler: ({ db, auth }) => listTemplates(db, auth) }),
];

export const definitionRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/definitions-create/`,
    app,
    query: definitionListQuerySchema,
    handler: ({ db, auth, query }) => listDefinitions(db, auth, query),
  }),
  route({
    method: 'POST',
    url: `${BASE}/definitions-create/`,
    app,
    allow: isKbAdmin,
    body: definitionCreateSchema,
    handler: async ({ db, auth, body }) => created(await createDefinition(db, auth, body)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/definitions-detail/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => definitionDetail(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/definitions-detail/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    body: definitionUpdateSchema,
    handler: ({ db, auth, params, body }) => updateDefinition(db, auth, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/definitions-detail/:id/`,
    app,
    allow: isKbAdmin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteDefinition(db, auth, params.id), noContent()),
  }),
  route({
    method: 'POST',
    url: `${BASE}/definitions/bulk-create`,
    app,
    allow: isKbAdmin,
    body: definitionBulkCreateSchema,
    handler: ({ db, auth, body }) => bulkCreateDefinitions(db, auth, body.definitions),
  }),
  route({
    method: 'GET',
    url: `${BASE}/definition-category/`,
    app,
    handler: ({ db, auth }) => listDefinitionCategories(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/definition-category/`,
    app,
    allow: isKbAdmin,
    body: definitionCategoryCreateSchema,
    handler: async ({ db, auth, body }) => created(await createDefinitionCategory(db, auth, body.name)),
  }),
];
