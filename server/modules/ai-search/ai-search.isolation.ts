// Tenant-isolation cases for the AI search calls: B's articles must never be suggested to A, nor
// answered from when A names their ids.
import { randomUUID } from 'node:crypto';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { createArticle, seedCategory } from '../knowledge-base/knowledge-base.fixtures';

/** An article of B's whose title and body hold a word only it has. */
async function victimArticle({ ctx, victim }: IsolationTarget) {
  const word = `zq${randomUUID().slice(0, 8)}`;
  const category = await seedCategory(ctx.database.db, victim.companyId, `Cat ${word}`);
  const article = await createArticle(ctx, victim.admin, {
    title: `Secret ${word}`,
    body: `<p>The ${word} procedure is confidential.</p>`,
    article_category: category,
  });
  return { id: article.id, word };
}

export const isolationCases: IsolationCase[] = [
  {
    route: 'POST /knowledgebase/api/ai-search/suggested-articles/',
    expect: 'own-company',
    request: async (t) => ({
      method: 'POST',
      url: '/knowledgebase/api/ai-search/suggested-articles/',
      payload: { query: (await victimArticle(t)).word },
    }),
    leaks: () => ['Secret zq'],
  },
  {
    route: 'POST /knowledgebase/api/ai-search/process-articles/',
    expect: 'own-company',
    request: async (t) => {
      const article = await victimArticle(t);
      return {
        method: 'POST',
        url: '/knowledgebase/api/ai-search/process-articles/',
        payload: { query: article.word, article_ids: [article.id] },
      };
    },
    leaks: () => ['Secret zq', 'confidential'],
  },
];
