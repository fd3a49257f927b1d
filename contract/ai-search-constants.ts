// The AI knowledge-base search dialog's fixed values and messages (spec shell §4, §8, §9; spec
// knowledge-base §8, §9), without zod, for the dialog and the server alike.
export const AI_SEARCH_LIMIT = 10;
export const AI_SEARCH_THRESHOLD = 0.25;
/** Sources are listed, as a percent match, from this score up. */
export const AI_SOURCE_THRESHOLD = 0.65;
/** Seconds the server gives the AI provider for an answer. */
export const AI_PROCESS_TIMEOUT_S = 30;
/** Milliseconds the dialog waits for the suggested articles. */
export const AI_SEARCH_TIMEOUT_MS = 50_000;
export const AI_QUERY_MAX = 500;

/**
 * AI answers (the search dialog's and the writing assistant's) each spend the company's money with
 * the provider: every user may ask this many a minute, and the company this many an hour, together
 * (AI_RATE_LIMIT_PER_USER_PER_MINUTE, AI_RATE_LIMIT_PER_COMPANY_PER_HOUR). Past either: 429 with
 * Retry-After and one of the messages below.
 */
export const AI_RATE_LIMIT_PER_USER_PER_MINUTE = 20;
export const AI_RATE_LIMIT_PER_COMPANY_PER_HOUR = 200;
export const AI_RATE_LIMITED_TYPE = 'rate_limited';
export const aiRateLimitedUser = (limit: number, retryAfterSeconds: number) =>
  `You have asked the AI ${limit} times in the last minute, the most allowed. Please try again in ${retryAfterSeconds} seconds.`;
export const aiRateLimitedCompany = (limit: number, retryAfterMinutes: number) =>
  `Your company has used its ${limit} AI requests for this hour. Please try again in ${retryAfterMinutes} minutes.`;

export const AI_SEARCH_FAILED = 'An error occurred while searching. Please try again.';
export const AI_NO_ARTICLES = 'No relevant articles found for your query.';
export const AI_SEARCH_TOO_LONG = 'Request took too long please try again later';
export const AI_PROCESS_TOO_LONG = 'AI processing took too long please try again later';
/** An answer with this phrase gets the note below (spec shell §4). */
export const AI_INSUFFICIENT_PHRASE = "doesn't have sufficient information";
export const AI_NEW_ARTICLES_NOTE = 'New articles take up to 15 minutes to be available for this search';
/** How an answer was made: by the configured AI provider, or from the best-matching passages. */
export const AI_ANSWER_MODES = ['ai', 'extractive'] as const;
export type AiAnswerMode = (typeof AI_ANSWER_MODES)[number];
