// Suggested articles for a query (spec shell §4, §7 item 2): the articles the caller may read
// (the knowledge base's own readableBy, drafts never for staff), ranked 0–1. PostgreSQL's full-text
// index finds the candidates (any query word as a prefix, or a title holding a word's first three
// letters, for typos); each candidate's score is the larger of its title's trigram similarity to
// the query and 0.75 × the share of query words the article holds + 0.25 × that similarity.
import { sql } from 'kysely';
import type { SuggestedArticle } from '../../../contract/ai-search';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/route';
import { readableBy } from '../knowledge-base/article-access';
import { queryWords, similarity, trigrams } from './trigram';

const CANDIDATES = 200;

export interface Candidate {
  id: number;
  title: string;
  search_text: string;
  coverage: number;
}

/** The candidates, best covered first; `withText` also reads each article's text (for answers). */
export async function findCandidates(
  db: Database,
  auth: AuthContext,
  words: string[],
  options: { ids?: number[]; withText?: boolean } = {},
): Promise<Candidate[]> {
  if (words.length === 0) return [];
  const anyWord = words.map((w) => `${w}:*`).join(' | ');
  const titlePatterns = words.filter((w) => w.length >= 4).map((w) => `%${w.slice(0, 3)}%`);
  const result = await sql<Candidate>`
    SELECT a.id, a.title, ${options.withText ? sql`a.search_text` : sql`''`} AS search_text,
      (${sql.join(
        words.map((w) => sql`(a.search_vector @@ to_tsquery('simple', ${`${w}:*`}))::int`),
        sql` + `,
      )})::float8 / ${words.length} AS coverage
    FROM kb_articles a
    WHERE a.company_id = ${auth.companyId}
      AND a.draft_of_id IS NULL
      AND ${readableBy(auth)}
      ${options.ids ? sql`AND a.id = ANY (${options.ids}::bigint[])` : sql``}
      AND (a.search_vector @@ to_tsquery('simple', ${anyWord})
        ${titlePatterns.length ? sql`OR a.title ILIKE ANY (${titlePatterns}::text[])` : sql``})
    ORDER BY coverage DESC, ts_rank_cd(a.search_vector, to_tsquery('simple', ${anyWord})) DESC, a.id DESC
    LIMIT ${CANDIDATES}`.execute(db);
  return result.rows;
}

export function scoreCandidate(query: string, candidate: Pick<Candidate, 'title' | 'coverage'>): number {
  const titleSimilarity = similarity(trigrams(query), trigrams(candidate.title));
  const score = Math.max(titleSimilarity, 0.75 * candidate.coverage + 0.25 * titleSimilarity);
  return Math.round(Math.min(1, score) * 1000) / 1000;
}

export async function suggestArticles(
  db: Database,
  auth: AuthContext,
  input: { query: string; limit: number; similarity_threshold: number },
): Promise<SuggestedArticle[]> {
  const words = queryWords(input.query);
  const candidates = await findCandidates(db, auth, words);
  const meaningful = words.join(' ');
  return candidates
    .map((c) => ({ id: c.id, title: c.title, similarity_score: scoreCandidate(meaningful, c) }))
    .filter((a) => a.similarity_score >= input.similarity_threshold)
    .sort((a, b) => b.similarity_score - a.similarity_score || b.id - a.id)
    .slice(0, input.limit);
}
