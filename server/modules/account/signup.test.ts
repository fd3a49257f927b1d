// Sign-up: a new company without a plan, its admin with every role flag, signed in at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_NAMES, ROLE_FLAGS } from '../../../contract/apps';
import { EMAIL_TAKEN } from '../../../contract/account';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { slugify } from './signup.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
// Every sign-up here comes from the same inject() address; the per-address limit has its own test.
beforeEach(async () => {
  await ctx.database.db.deleteFrom('rate_limits').execute();
});

const signup = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/account/api/signup/', payload });
const newAccount = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Acme Field Services',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `founder-${randomUUID()}@test.example`,
  password: 'a long enough password',
  language_code: 'es',
  ...overrides,
});

describe('sign-up', () => {
  it('creates a company without a plan whose admin holds every flag, and signs them in', async () => {
    const input = newAccount();
    const res = await signup(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.email).toBe(input.email);
    expect(body.first_name).toBe('Ada');
    expect(body.has_subscription_plan).toBe(false);
    expect(body.user_type).toEqual({ user_type: 'Admin', user_type_slug: 'admin' });
    for (const flag of ROLE_FLAGS) expect(body.user_roles[flag]).toBe(true);
    expect(body.company.company_name).toBe('Acme Field Services');
    expect(body.company.language_code).toBe('es');
    expect(body.company.active_app.map((a: { app_name: string }) => a.app_name).sort()).toEqual([...APP_NAMES].sort());
    expect(body.company_list).toEqual([
      { id: body.company.id, company_name: 'Acme Field Services', company_slug: expect.stringMatching(/^acme-field/) },
    ]);
    expect(body.last_login).not.toBeNull();

    const me = await authed(ctx.app, { token: body.token }, { method: 'GET', url: '/account/api/me/' });
    expect(me.statusCode).toBe(200);
    expect(me.json().company.id).toBe(body.company.id);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/token/refresh/',
      payload: { refresh: body.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    // The new admin can sign in with the chosen password.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/account/api/login/',
      payload: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("starts the company's knowledge base with the Templates modal's starter catalogue", async () => {
    const body = (await signup(newAccount())).json();
    const templates = await authed(
      ctx.app,
      { token: body.token },
      { method: 'GET', url: '/knowledgebase/api/auto-kb-articles/' },
    );
    expect(templates.statusCode).toBe(200);
    expect(JSON.stringify(templates.json())).toContain('Standard operating procedures');
  });

  it('gives companies with the same name different slugs', async () => {
    const name = `Same Name ${randomUUID().slice(0, 6)}`;
    const first = (await signup(newAccount({ company_name: name }))).json();
    const second = (await signup(newAccount({ company_name: name }))).json();
    expect(first.company_list[0].company_slug).toBe(slugify(name));
    expect(second.company_list[0].company_slug).not.toBe(first.company_list[0].company_slug);
    expect(second.company_list[0].company_slug.startsWith(slugify(name))).toBe(true);
  });

  it('refuses an e-mail already registered, in any case, and creates nothing', async () => {
    const { staff } = await createTestCompany(ctx);
    const before = await ctx.database.db.selectFrom('companies').select('id').execute();
    const res = await signup(newAccount({ email: staff.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [EMAIL_TAKEN] });
    const after = await ctx.database.db.selectFrom('companies').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('answers 400 with a message per field', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      company_name: ['This field is required'],
      first_name: ['This field is required'],
      email: ['Enter a valid email address.'],
      password: ['Password must be at least 8 characters.'],
    });
  });

  it('rate-limits sign-ups per address', async () => {
    await ctx.database.db
      .insertInto('rate_limits')
      .values({ key: 'signup:address:127.0.0.1', window_start: new Date(), count: 20 })
      .execute();
    const res = await signup(newAccount());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });
});

describe('slugify', () => {
  it('keeps letters and digits, folds accents, never returns an empty slug', () => {
    expect(slugify('Café Düsseldorf & Co.')).toBe('cafe-dusseldorf-co');
    expect(slugify('  --  ')).toBe('company');
    expect(slugify('x'.repeat(80))).toHaveLength(50);
  });
});
