// The AI search dialog's two calls (spec shell §7 items 2-3), for companies with the knowledge base.
// Both only read (no transaction); what the caller may read is the knowledge base's own rule. The
// answer spends the AI provider's money, so it counts against the AI rate limits (ai-proxy.ts; 429
// with Retry-After); the suggestions are the database's own search and are not limited.
import { processArticlesRequestSchema, suggestedArticlesRequestSchema } from '../../../contract/ai-search';
import { route } from '../../lib/route';
import { hitAiRateLimit } from '../knowledge-base/ai-proxy';
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
    handler: async ({ db, deps, auth, body }) => {
      await hitAiRateLimit(db, deps, auth);
      return processArticles(db, auth, body);
    },
  }),
];
