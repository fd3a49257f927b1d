// Strings no route can store answer 400 naming the field, wherever they come (path, query, JSON,
// form or multipart body): NUL, which PostgreSQL refuses in text, and lone UTF-16 surrogates, which
// no UTF-8 column or JSON value holds. Both used to reach the database and answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_FIELD_ERRORS } from '../../contract/errors';
import { multipart } from '../modules/company/company.fixtures';
import { MAX_INPUT_DEPTH, NESTED_TOO_DEEPLY, NUL_NOT_ALLOWED, SURROGATE_NOT_ALLOWED } from '../lib/validation';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from './helpers';

let ctx: TestContext;
let company: TestCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await createTestCompany(ctx);
});
afterAll(() => ctx.close());

const asAdmin = (options: Parameters<typeof authed>[2]) => authed(ctx.app, company.admin, options);
const todoTitles = async () =>
  (await ctx.database.db.selectFrom('todos').select('title').where('company_id', '=', company.companyId).execute()).map(
    (r) => r.title,
  );

describe('JSON bodies', () => {
  it('names a field holding NUL, and stores nothing', async () => {
    const res = await asAdmin({ method: 'POST', url: '/account/api/todo/', payload: { title: 'call\u0000back' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: [NUL_NOT_ALLOWED] });
    expect(await todoTitles()).toEqual([]);
  });

  it('names a field holding a lone surrogate, high or low', async () => {
    for (const motto of ['half \ud83d of an emoji', 'a \ude00 low one', 'ends high \ud800']) {
      const res = await asAdmin({ method: 'PATCH', url: '/company/api/motto/', payload: { company_motto: motto } });
      expect(res.statusCode, motto).toBe(400);
      expect(res.json()).toEqual({ company_motto: [SURROGATE_NOT_ALLOWED] });
    }
    // A whole pair is an ordinary character.
    const ok = await asAdmin({ method: 'PATCH', url: '/company/api/motto/', payload: { company_motto: 'go 😀' } });
    expect(ok.statusCode).toBe(200);
  });

  it('names nested fields by their path, and bad keys by their object', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      payload: { company_name: 'ok', extra: [{ label: 'fine' }, { label: 'x\u0000' }], ['k\u0000']: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'extra.1.label': [NUL_NOT_ALLOWED], [NON_FIELD_ERRORS]: [NUL_NOT_ALLOWED] });
  });

  it('names a field called constructor like any other', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: '/company/api/motto/',
      headers: { 'content-type': 'application/json' },
      payload: '{"company_motto": "ok", "constructor": "a\\u0000"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ constructor: [NUL_NOT_ALLOWED] });
  });

  it('puts a bad body that is only a string under non_field_errors', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/account/api/todo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('\u0000'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [NON_FIELD_ERRORS]: [NUL_NOT_ALLOWED] });
  });

  it('refuses input nested deeper than any form sends', async () => {
    // Written out by hand: JSON.stringify itself runs out of stack on it, as would any server code.
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await asAdmin({
      method: 'POST',
      url: '/account/api/todo/',
      // The Idempotency-Key makes the server hash the whole body: that was the 500.
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-body' },
      payload: `{"title": "x", "deep": ${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    const [field, messages] = Object.entries(res.json())[0] as [string, string[]];
    expect(field.split('.')).toHaveLength(MAX_INPUT_DEPTH);
    expect(messages).toEqual([NESTED_TOO_DEEPLY]);
  });

  it('answers 400 on public routes too, before anything is stored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/signup/',
      payload: {
        company_name: 'Null\u0000 Inc',
        first_name: 'A',
        last_name: 'B',
        email: 'nul-signup@test.example',
        password: 'a long enough password',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company_name: [NUL_NOT_ALLOWED] });
  });
});

describe('paths and queries', () => {
  it('names a path parameter holding NUL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/knowledgebase/api/public-articles/a%00b/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: [NUL_NOT_ALLOWED] });
  });

  it('names a query parameter holding NUL', async () => {
    const res = await asAdmin({ method: 'GET', url: '/account/api/staffs/company_users/?search=a%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ search: [NUL_NOT_ALLOWED] });
  });
});

describe('form bodies', () => {
  it('names a urlencoded field holding NUL', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/account/api/todo/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=a%00b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: [NUL_NOT_ALLOWED] });
  });

  it('names a multipart field holding NUL, and leaves its files alone', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/company/api/detail-update/${company.companyId}/`,
      ...(await multipart({ company_name: 'Null\u0000 Ltd' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company_name: [NUL_NOT_ALLOWED] });
  });
});
