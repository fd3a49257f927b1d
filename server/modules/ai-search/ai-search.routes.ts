// The AI search dialog's two calls (spec shell §7 items 2-3), for companies with the knowledge base.
// Both only read (no transaction); what the caller may read is the knowledge base's own rule.
import { processArticlesRequestSchema, suggestedArticlesRequestSchema } from '../../../contract/ai-search';
import { route } from '../../lib/route';
import { processArticles } from './answer';
import { suggestArticles } from './search';

export const aiSearchRoutes = [
  route({
    method: 'POST',
    url: '/knowledgebase/api/ai-search/suggested-articles/',
    app: 'knowledge_base',
    body: suggestedArticlesRequestSchema,
    transaction: false,
    handler: async ({ db, auth, body }) => ({ articles: await suggestArticles(db, auth, body) }),
  }),
  route({
    method: 'POST',
    url: '/knowledgebase/api/ai-search/process-articles/',
    app: 'knowledge_base',
    body: processArticlesRequestSchema,
    transaction: false,
    handler: ({ db, auth, body }) => processArticles(db, auth, body),
  }),
];
