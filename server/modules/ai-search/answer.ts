// The answer of the AI search dialog (spec shell §4, §7 item 3): from the configured
// OpenAI-compatible provider, given the articles the caller may read among those asked for, within
// the request's timeout (30 s); otherwise, or when the provider fails, an extractive answer: the
// passages of those articles that hold most of the query's words, labelled as such, citing their
// articles as [n]. A question nothing answers says the knowledge base "doesn't have sufficient
// information", which the dialog follows with its 15-minute note.
import { AI_INSUFFICIENT_PHRASE, AI_PROCESS_TOO_LONG, type ProcessArticlesResponse } from '../../../contract/ai-search';
import { AI_MAX_TOKENS, AI_TEMPERATURE } from '../../../contract/knowledge-base-constants';
import type { Database } from '../../db/database';
import { readAiSettings, type AiSettings } from '../../env';
import type { AuthContext } from '../../lib/route';
import { chatCompletion } from '../knowledge-base/ai-proxy';
import { findCandidates, type Candidate } from './search';
import { queryWords } from './trigram';

const ARTICLE_CHARS = 4_000;
const PASSAGES = 3;

export const INSUFFICIENT_ANSWER = `The knowledge base ${AI_INSUFFICIENT_PHRASE} to answer this question.`;
export const EXTRACTIVE_LABEL =
  'No AI provider is configured, so these are the passages of your articles that best match the question:';

interface Passage {
  text: string;
  source: number;
  hits: number;
}

/** Sentences of the articles with the most query words (prefix matches), best first. */
function bestPassages(articles: Candidate[], words: string[]): Passage[] {
  const passages: Passage[] = [];
  articles.forEach((article, index) => {
    for (const sentence of article.search_text.split(/(?<=[.!?])\s+|\n+/)) {
      const text = sentence.trim();
      if (text.length < 20 || text.length > 600) continue;
      const lower = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      const hits = words.filter((w) => lower.some((token) => token.startsWith(w))).length;
      if (hits > 0) passages.push({ text, source: index + 1, hits });
    }
  });
  return passages.sort((a, b) => b.hits - a.hits || a.source - b.source).slice(0, PASSAGES);
}

function sourcesLine(articles: Candidate[]): string {
  return `Sources: ${articles.map((a, i) => `[${i + 1}] ${a.title}`).join('; ')}`;
}

export function extractiveAnswer(articles: Candidate[], words: string[]): string {
  const passages = bestPassages(articles, words);
  if (passages.length === 0) return INSUFFICIENT_ANSWER;
  return [EXTRACTIVE_LABEL, '', ...passages.map((p) => `• ${p.text} [${p.source}]`), '', sourcesLine(articles)].join(
    '\n',
  );
}

function prompt(query: string, articles: Candidate[]) {
  const context = articles
    .map((a, i) => `[${i + 1}] ${a.title}\n${a.search_text.slice(0, ARTICLE_CHARS)}`)
    .join('\n\n');
  return [
    {
      role: 'system' as const,
      content:
        'You answer questions from a company knowledge base. Use only the numbered articles given. ' +
        'Cite the articles you use as [n]. If they do not answer the question, reply exactly: ' +
        `"${INSUFFICIENT_ANSWER}"`,
    },
    { role: 'user' as const, content: `Articles:\n\n${context}\n\nQuestion: ${query}` },
  ];
}

/** The provider's answer within `timeoutMs`; 'timeout' when it took longer; null when it failed. */
async function providerAnswer(
  settings: AiSettings,
  query: string,
  articles: Candidate[],
  timeoutMs: number,
): Promise<string | 'timeout' | null> {
  const timer = AbortSignal.timeout(timeoutMs);
  const timed: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timer]) : timer });
  const reply = await chatCompletion(
    settings,
    { temperature: AI_TEMPERATURE, max_tokens: AI_MAX_TOKENS, messages: prompt(query, articles) },
    timed,
  );
  if (timer.aborted) return 'timeout';
  return 'choices' in reply ? reply.choices[0]!.message.content : null;
}

export async function processArticles(
  db: Database,
  auth: AuthContext,
  input: { query: string; article_ids: number[]; timeout: number },
  settings: AiSettings = readAiSettings(),
): Promise<ProcessArticlesResponse> {
  const words = queryWords(input.query);
  // Only articles the caller may read: the knowledge base's own rule decides (search.ts).
  const found = await findCandidates(db, auth, words, { ids: input.article_ids, withText: true });
  // In the order the dialog listed them (best first), so [n] matches its list.
  const order = new Map(input.article_ids.map((id, index) => [id, index]));
  const articles = found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const cited = articles.map((a) => ({ id: a.id, title: a.title }));
  if (articles.length === 0) return { ai_answer: INSUFFICIENT_ANSWER, mode: 'extractive', articles: [] };
  if (settings.AI_BASE_URL) {
    const answer = await providerAnswer(settings, input.query, articles, input.timeout * 1000);
    if (answer === 'timeout') return { ai_answer: AI_PROCESS_TOO_LONG, mode: 'ai', articles: [] };
    if (answer) return { ai_answer: answer, mode: 'ai', articles: cited };
  }
  return { ai_answer: extractiveAnswer(articles, words), mode: 'extractive', articles: cited };
}
