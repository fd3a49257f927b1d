// The knowledge base module's routes: articles, drafts, versions and bulk calls; reading and
// acknowledgements; categories, types, tags, responsibilities, templates and definitions; and the
// AI writing proxy; uploads and the files they store; public knowledge bases and their signed-out reads; SCORM packages and library courses.
import type { RouteDef } from '../../lib/route';
import { aiProxyRoutes } from './ai-proxy';
import { articleRoutes } from './articles.routes';
import { courseRoutes } from './courses.routes';
import { libraryRoutes } from './library.routes';
import { publicKnowledgeBaseRoutes } from './public-knowledge-bases.routes';
import { quizRoutes } from './quizzes.routes';
import { readingRoutes } from './reading.routes';
import { scormRoutes } from './scorm.routes';
import { categoryRoutes, definitionRoutes, typeAndTagRoutes } from './taxonomy.routes';
import { uploadRoutes } from './uploads.routes';

export const knowledgeBaseRoutes: RouteDef[] = [
  ...articleRoutes,
  ...readingRoutes,
  ...categoryRoutes,
  ...typeAndTagRoutes,
  ...definitionRoutes,
  ...aiProxyRoutes,
  ...uploadRoutes,
  ...courseRoutes,
  ...quizRoutes,
  ...publicKnowledgeBaseRoutes,
  ...scormRoutes,
  ...libraryRoutes,
];
