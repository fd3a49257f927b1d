// The AI knowledge-base search calls (spec shell §3, §7 items 2-3; spec knowledge-base §7 "AI").
// The spec's paths lack a module, so they sit under knowledgebase/api/ (ARCHITECTURE "Paths").
import { z } from 'zod';
import {
  AI_ANSWER_MODES,
  AI_PROCESS_TIMEOUT_S,
  AI_QUERY_MAX,
  AI_SEARCH_LIMIT,
  AI_SEARCH_THRESHOLD,
} from './ai-search-constants';

export * from './ai-search-constants';

const query = z.string().trim().min(1, 'This field is required').max(AI_QUERY_MAX);

export const suggestedArticlesRequestSchema = z.object({
  query,
  limit: z.number().int().min(1).max(50).default(AI_SEARCH_LIMIT),
  similarity_threshold: z.number().min(0).max(1).default(AI_SEARCH_THRESHOLD),
});
export type SuggestedArticlesRequest = z.input<typeof suggestedArticlesRequestSchema>;

export const suggestedArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 0–1: how well the article matches the query. */
  similarity_score: z.number(),
});
export type SuggestedArticle = z.infer<typeof suggestedArticleSchema>;
export const suggestedArticlesResponseSchema = z.object({ articles: z.array(suggestedArticleSchema) });
export type SuggestedArticlesResponse = z.infer<typeof suggestedArticlesResponseSchema>;

export const processArticlesRequestSchema = z.object({
  query,
  article_ids: z.array(z.number().int().positive()).min(1).max(50),
  timeout: z.number().int().min(1).max(120).default(AI_PROCESS_TIMEOUT_S),
});
export type ProcessArticlesRequest = z.input<typeof processArticlesRequestSchema>;

export const processArticlesResponseSchema = z.object({
  ai_answer: z.string(),
  mode: z.enum(AI_ANSWER_MODES),
  /** The articles the answer draws on. */
  articles: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ProcessArticlesResponse = z.infer<typeof processArticlesResponseSchema>;
