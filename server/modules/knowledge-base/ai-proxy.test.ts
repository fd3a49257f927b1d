// The AI writing proxy (spec knowledge-base §7, §8, §9): without a provider it answers the §8 error
// type and message; with one it forwards temperature 0.7 and max_tokens 2000 and hands back the
// reply, or the provider's error, or "Failed to communicate with the ChatGPT API" when unreachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_CONNECTION_ERROR_TYPE,
  AI_NOT_CONFIGURED_MESSAGE,
  AI_NOT_CONFIGURED_TYPE,
  AI_WRITING_FAILED,
  aiProxyRequestSchema,
} from '../../../contract/knowledge-base';
import { createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { chatCompletion } from './ai-proxy';
import { api } from './knowledge-base.fixtures';

const request = aiProxyRequestSchema.parse({ messages: [{ role: 'user', content: 'Write a fire drill procedure' }] });
const settings = { AI_BASE_URL: 'https://ai.example/v1/', AI_API_KEY: 'sk-test', AI_MODEL: 'house-model' };

function fakeFetch(respond: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => (calls.push({ url, init }), respond())) as typeof fetch;
  return { impl, calls };
}

describe('the route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('without a provider answers the not-configured error for the dialog to show', async () => {
    const c = await createTestCompany(ctx);
    const res = await api(ctx, c.staff, {
      method: 'POST',
      url: '/company/api/openai-proxy/',
      payload: { model: 'gpt-4o', temperature: 0.7, max_tokens: 2000, messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { type: AI_NOT_CONFIGURED_TYPE, message: AI_NOT_CONFIGURED_MESSAGE } });
  });

  it('refuses more tokens than §9 allows', async () => {
    const c = await createTestCompany(ctx);
    const res = await api(ctx, c.staff, {
      method: 'POST',
      url: '/company/api/openai-proxy/',
      payload: { max_tokens: 5000, messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('chatCompletion', () => {
  it('sends the §9 settings with the server’s model and key, and answers the reply', async () => {
    const fake = fakeFetch(() =>
      Response.json({ choices: [{ message: { role: 'assistant', content: '<p>Step 1</p>' } }] }),
    );
    const answer = await chatCompletion(settings, { ...request, model: 'client-model' }, fake.impl);
    expect(answer).toEqual({ choices: [{ message: { role: 'assistant', content: '<p>Step 1</p>' } }] });
    expect(fake.calls[0]!.url).toBe('https://ai.example/v1/chat/completions');
    expect(new Headers(fake.calls[0]!.init.headers).get('authorization')).toBe('Bearer sk-test');
    expect(JSON.parse(String(fake.calls[0]!.init.body))).toEqual({
      model: 'house-model',
      temperature: 0.7,
      max_tokens: 2000,
      messages: request.messages,
    });
  });

  it("passes on the provider's error type and message", async () => {
    const fake = fakeFetch(() =>
      Response.json({ error: { type: 'insufficient_quota', message: 'You exceeded your quota.' } }, { status: 429 }),
    );
    expect(await chatCompletion(settings, request, fake.impl)).toEqual({
      error: { type: 'insufficient_quota', message: 'You exceeded your quota.' },
    });
  });

  it('answers the §8 text when the provider cannot be reached or answers nonsense', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await chatCompletion(settings, request, down)).toEqual({
      error: { type: AI_CONNECTION_ERROR_TYPE, message: AI_WRITING_FAILED },
    });
    const html = fakeFetch(() => new Response('<html>502</html>', { status: 502 }));
    expect(await chatCompletion(settings, request, html.impl)).toEqual({
      error: { type: 'api_error', message: AI_WRITING_FAILED },
    });
  });
});
