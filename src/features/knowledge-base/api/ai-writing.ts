// POST company/api/openai-proxy/ (spec knowledge base §7 AI): the AI writing dialog's call, with
// temperature 0.7 and max_tokens 2000 (§9). The reply is choices[0].message.content; a failure is
// the provider's "type: message" when it sent one, else §8's "Failed to communicate with the ChatGPT API".
// The server answers its own refusals with 200 and `{error: {type, message}}` (contract AiProxyAnswer):
// one without an AI provider is told apart, so the dialog can say the assistant is not set up.
import type { AiProxyAnswer, AiProxyError } from '../../../../contract/knowledge-base';
import {
  AI_MAX_TOKENS,
  AI_NOT_CONFIGURED_TYPE,
  AI_TEMPERATURE,
  AI_WRITING_FAILED,
} from '../../../../contract/knowledge-base-constants';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';

export class AiWritingError extends Error {
  /** The server has no AI provider: retrying will not help, an administrator must set one up. */
  readonly notConfigured: boolean;

  constructor(message: string, { notConfigured = false } = {}) {
    super(message);
    this.notConfigured = notConfigured;
  }
}

function failure({ error }: AiProxyError): AiWritingError {
  if (error.type === AI_NOT_CONFIGURED_TYPE) return new AiWritingError(error.message, { notConfigured: true });
  return new AiWritingError(error.type && error.message ? `${error.type}: ${error.message}` : AI_WRITING_FAILED);
}

const SYSTEM_PROMPT =
  'You write clear workplace knowledge-base articles. Answer with HTML only (h2, h3, p, ul, ol, li, strong, em, table), no <html> or <body> and no Markdown.';

export async function writeWithAi(prompt: string, signal?: AbortSignal): Promise<string> {
  let answer: AiProxyAnswer;
  try {
    answer = await api<AiProxyAnswer>(API_PATHS.aiProxy, {
      method: 'POST',
      body: {
        temperature: AI_TEMPERATURE,
        max_tokens: AI_MAX_TOKENS,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: prompt },
        ],
      },
      signal,
    });
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as Partial<AiProxyError> | null) : null;
    if (body?.error) throw failure({ error: body.error });
    throw new AiWritingError(AI_WRITING_FAILED);
  }
  if ('error' in answer) throw failure(answer);
  const content = answer.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new AiWritingError(AI_WRITING_FAILED);
  return content;
}
