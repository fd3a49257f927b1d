// The AI writing dialog's proxy (spec knowledge-base §7 POST company/api/openai-proxy/, §8, §9):
// the request goes to an OpenAI-compatible chat-completions endpoint set in configuration
// (AI_BASE_URL, AI_API_KEY, AI_MODEL), so the key never reaches a browser. The answer keeps the
// provider's shape, {choices: [{message}]} or {error: {type, message}}, both with 200: a missing
// provider or a provider's refusal is the dialog's to show (§8), not the HTTP client's 5xx toast and
// support-chat event, which are for this server failing.
// Every call spends the company's money: each user may ask a bounded number of times a minute and
// the company a bounded number an hour (hitAiRateLimit, shared with the AI search answer), counted
// in PostgreSQL (lib/rate-limit.ts) so several server instances share the counts. Past a limit the
// answer is 429 with Retry-After, its body still in the provider's error shape for the dialog.
import {
  AI_CONNECTION_ERROR_TYPE,
  AI_NOT_CONFIGURED_MESSAGE,
  AI_NOT_CONFIGURED_TYPE,
  AI_WRITING_FAILED,
  aiProxyRequestSchema,
  type AiProxyError,
  type AiProxyResponse,
} from '../../../contract/knowledge-base';
import type { z } from 'zod';
import {
  AI_RATE_LIMIT_PER_COMPANY_PER_HOUR,
  AI_RATE_LIMIT_PER_USER_PER_MINUTE,
  AI_RATE_LIMITED_TYPE,
  aiRateLimitedCompany,
  aiRateLimitedUser,
} from '../../../contract/ai-search-constants';
import type { Database } from '../../db/database';
import { readAiSettings, type AiSettings } from '../../env';
import type { AppDeps } from '../../lib/deps';
import { TooManyRequestsError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { Reply, route, type AuthContext } from '../../lib/route';

/** A model for providers that need one named, when neither the server nor the request names one. */
export const FALLBACK_MODEL = 'gpt-4o-mini';
/** Longer than any chat completion of 2,000 tokens; the client gives up at 50 s anyway (§9). */
const PROVIDER_TIMEOUT_MS = 45_000;

/** Counts one AI call for the user and for the company; TooManyRequestsError past either limit. */
export async function hitAiRateLimit(db: Database, deps: AppDeps, auth: AuthContext): Promise<void> {
  const perUser = deps.config.aiRateLimits?.perUserPerMinute ?? AI_RATE_LIMIT_PER_USER_PER_MINUTE;
  const perCompany = deps.config.aiRateLimits?.perCompanyPerHour ?? AI_RATE_LIMIT_PER_COMPANY_PER_HOUR;
  await hitRateLimit(db, `ai:user:${auth.userId}`, { limit: perUser, windowSeconds: 60 }, (seconds) =>
    aiRateLimitedUser(perUser, seconds),
  );
  await hitRateLimit(db, `ai:company:${auth.companyId}`, { limit: perCompany, windowSeconds: 3600 }, (seconds) =>
    aiRateLimitedCompany(perCompany, Math.ceil(seconds / 60)),
  );
}

const failure = (type: string, message: string): AiProxyError => ({ error: { type, message } });

/** Reads the provider's error body: OpenAI's {error: {type, message}}, or anything else. */
function providerError(body: unknown): { type: string; message: string } {
  const error = (body as { error?: { type?: unknown; message?: unknown; code?: unknown } } | null)?.error;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return {
    type: text(error?.type) ?? text(error?.code) ?? 'api_error',
    message: text(error?.message) ?? AI_WRITING_FAILED,
  };
}

/** Sends the chat to the configured provider; never throws for what the dialog should show. */
export async function chatCompletion(
  settings: AiSettings,
  request: z.output<typeof aiProxyRequestSchema>,
  fetchImpl: typeof fetch = fetch,
): Promise<AiProxyResponse | AiProxyError> {
  if (!settings.AI_BASE_URL) return failure(AI_NOT_CONFIGURED_TYPE, AI_NOT_CONFIGURED_MESSAGE);
  let response: Response;
  try {
    response = await fetchImpl(`${settings.AI_BASE_URL.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.AI_API_KEY ? { authorization: `Bearer ${settings.AI_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        // The operator's model wins: the server pays for the calls.
        model: settings.AI_MODEL ?? request.model ?? FALLBACK_MODEL,
        temperature: request.temperature,
        max_tokens: request.max_tokens,
        messages: request.messages,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    return failure(AI_CONNECTION_ERROR_TYPE, AI_WRITING_FAILED);
  }
  const body: unknown = await response.json().catch(() => null);
  const content = (body as AiProxyResponse | null)?.choices?.[0]?.message?.content;
  if (!response.ok || typeof content !== 'string') {
    const { type, message } = providerError(body);
    return failure(type, message);
  }
  return { choices: [{ message: { role: 'assistant', content } }] };
}

export const aiProxyRoutes = [
  route({
    method: 'POST',
    url: '/company/api/openai-proxy/',
    app: 'knowledge_base',
    body: aiProxyRequestSchema,
    // Nothing to roll back, and the rate-limit count must stay even when the provider fails.
    transaction: false,
    handler: async ({ db, deps, auth, body, reply }) => {
      try {
        await hitAiRateLimit(db, deps, auth);
      } catch (err) {
        if (!(err instanceof TooManyRequestsError)) throw err;
        reply.header('retry-after', String(err.retryAfterSeconds));
        return new Reply(429, { ...failure(AI_RATE_LIMITED_TYPE, err.message), detail: err.message, code: err.code });
      }
      return chatCompletion(readAiSettings(), body);
    },
  }),
];
