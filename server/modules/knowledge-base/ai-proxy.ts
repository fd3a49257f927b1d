// The AI writing dialog's proxy (spec knowledge-base §7 POST company/api/openai-proxy/, §8, §9):
// the request goes to an OpenAI-compatible chat-completions endpoint set in configuration
// (AI_BASE_URL, AI_API_KEY, AI_MODEL), so the key never reaches a browser. The answer keeps the
// provider's shape, {choices: [{message}]} or {error: {type, message}}, both with 200: a missing
// provider or a provider's refusal is the dialog's to show (§8), not the HTTP client's 5xx toast and
// support-chat event, which are for this server failing.
// Each user may ask a bounded number of times a minute: every call spends the company's money.
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
import { readAiSettings, type AiSettings } from '../../env';
import { TooManyRequestsError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';

/** A model for providers that need one named, when neither the server nor the request names one. */
export const FALLBACK_MODEL = 'gpt-4o-mini';
/** Longer than any chat completion of 2,000 tokens; the client gives up at 50 s anyway (§9). */
const PROVIDER_TIMEOUT_MS = 45_000;
const RATE_LIMIT = { limit: 20, windowSeconds: 60 };

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
    handler: async ({ db, auth, body }) => {
      try {
        await hitRateLimit(db, `ai-proxy:${auth.companyId}:${auth.userId}`, RATE_LIMIT);
      } catch (err) {
        if (err instanceof TooManyRequestsError) return failure('rate_limited', err.message);
        throw err;
      }
      return chatCompletion(readAiSettings(), body);
    },
  }),
];
