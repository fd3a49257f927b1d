// Public knowledge bases (spec knowledge-base §2 public routes, §3, §7, §8): KB admins manage the
// bases and verify a domain; the three signed-out reads expose only published PUBLIC articles of the
// company named by the slug — never drafts, ALL STAFF or ASSIGNED ONLY articles, nor another
// company's — and an unknown slug is 404.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../../contract/knowledge-base';
import {
  DOMAIN_VERIFY_FAILED,
  PUBLIC_KB_NOT_FOUND,
  type PublicArticleDetail,
  type PublicArticlesPage,
  type PublicCategoryWithArticles,
  type PublicKnowledgebase,
} from '../../../contract/public-knowledge-bases';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { api, createArticle, KB, seedCategory } from './knowledge-base.fixtures';
import { domainDns } from './public-knowledge-bases.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const slugOf = async (c: TestCompany) =>
  (
    await ctx.database.db
      .selectFrom('companies')
      .select('company_slug')
      .where('id', '=', c.companyId)
      .executeTakeFirstOrThrow()
  ).company_slug!;
const createBase = (c: TestCompany, payload: object) =>
  api(ctx, c.admin, { method: 'POST', url: `${KB}/public-knowledgebases/`, payload });
/** A signed-out GET: no Authorization header at all. */
const anonymous = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('public-knowledgebases/ (CRUD)', () => {
  it('creates, lists, renames, moves the default and deletes', async () => {
    const c = await createTestCompany(ctx);
    const help = (await createBase(c, { name: 'Help centre', is_default: true })).json<PublicKnowledgebase>();
    expect(help).toEqual({ id: help.id, name: 'Help centre', is_default: true, domain: null });
    const res = await createBase(c, { name: 'Partners', is_default: true, domain: 'Docs.Example.com' });
    expect(res.statusCode).toBe(201);
    const partners = res.json<PublicKnowledgebase>();
    expect(partners.domain).toBe('docs.example.com');

    const list = await api(ctx, c.staff, { method: 'GET', url: `${KB}/public-knowledgebases/` });
    expect(list.json<PublicKnowledgebase[]>()).toEqual([
      { ...help, is_default: false },
      { ...partners, is_default: true },
    ]);

    const renamed = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${KB}/public-knowledgebases/${help.id}/`,
      payload: { name: 'Customer help', is_default: true, domain: '' },
    });
    expect(renamed.json<PublicKnowledgebase>()).toEqual({ ...help, name: 'Customer help', is_default: true });
    const got = await api(ctx, c.admin, { method: 'GET', url: `${KB}/public-knowledgebases/${partners.id}/` });
    expect(got.json<PublicKnowledgebase>().is_default).toBe(false);

    const deleted = await api(ctx, c.admin, { method: 'DELETE', url: `${KB}/public-knowledgebases/${partners.id}/` });
    expect(deleted.statusCode).toBe(204);
    const again = await api(ctx, c.admin, { method: 'GET', url: `${KB}/public-knowledgebases/${partners.id}/` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a blank name and a malformed domain with field messages', async () => {
    const c = await createTestCompany(ctx);
    const res = await createBase(c, { name: '  ', domain: 'not a domain' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['A name is required'],
      domain: ['Enter a domain name such as help.example.com'],
    });
  });

  it('is for KB admins only: staff cannot create, rename or delete', async () => {
    const c = await createTestCompany(ctx);
    const base = (await createBase(c, { name: 'Help' })).json<PublicKnowledgebase>();
    const create = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/public-knowledgebases/`,
      payload: { name: 'X' },
    });
    expect(create.statusCode).toBe(403);
    const del = await api(ctx, c.staff, { method: 'DELETE', url: `${KB}/public-knowledgebases/${base.id}/` });
    expect(del.statusCode).toBe(403);
  });

  it('deleting a base takes it off the articles that named it', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'Guides');
    const a = (await createBase(c, { name: 'A' })).json<PublicKnowledgebase>();
    const b = (await createBase(c, { name: 'B' })).json<PublicKnowledgebase>();
    const article = await createArticle(ctx, c.admin, {
      article_category: category,
      visibility: 0,
      public_knowledgebases: [a.id, b.id],
    });
    await api(ctx, c.admin, { method: 'DELETE', url: `${KB}/public-knowledgebases/${a.id}/` });
    const read = await api(ctx, c.admin, { method: 'GET', url: `${KB}/retrieve-update-delete/${article.id}/` });
    expect(read.json<Article>().public_knowledgebases).toEqual([b.id]);
  });

  it("an article cannot name another company's public knowledge base", async () => {
    const c = await createTestCompany(ctx);
    const other = await createTestCompany(ctx);
    const foreign = (await createBase(other, { name: 'Theirs' })).json<PublicKnowledgebase>();
    const category = await seedCategory(ctx.database.db, c.companyId, 'Guides');
    const res = await api(ctx, c.admin, {
      method: 'POST',
      url: `${KB}/create/`,
      payload: { title: 'T', body: '', article_category: category, visibility: 0, public_knowledgebases: [foreign.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ public_knowledgebases: [PUBLIC_KB_NOT_FOUND] });
  });
});

describe('public-knowledgebase-validate-domain/', () => {
  const validate = (c: TestCompany, domain: string) =>
    api(ctx, c.admin, { method: 'POST', url: `${KB}/public-knowledgebase-validate-domain/`, payload: { domain } });

  it('verifies a domain whose DNS holds the company TXT record', async () => {
    const c = await createTestCompany(ctx);
    const slug = await slugOf(c);
    const dns = vi
      .spyOn(domainDns, 'resolveTxt')
      .mockResolvedValue([['v=spf1 -all'], [`groundwork-verification=${slug}`]]);
    const res = await validate(c, 'help.example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ domain: 'help.example.com', verified: true });
    expect(dns).toHaveBeenCalledWith('help.example.com');
  });

  it("answers the §8 message when the record is missing, another company's, or DNS fails", async () => {
    const c = await createTestCompany(ctx);
    vi.spyOn(domainDns, 'resolveTxt').mockResolvedValueOnce([['groundwork-verification=someone-else']]);
    const wrong = await validate(c, 'help.example.com');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ domain: [DOMAIN_VERIFY_FAILED] });
    vi.spyOn(domainDns, 'resolveTxt').mockRejectedValueOnce(
      Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' }),
    );
    const missing = await validate(c, 'nowhere.example.com');
    expect(missing.json()).toEqual({ domain: [DOMAIN_VERIFY_FAILED] });
    expect(DOMAIN_VERIFY_FAILED).toBe(
      "Could not verify domain. Please ensure you've followed the verification steps correctly",
    );
  });

  it('is for KB admins', async () => {
    const c = await createTestCompany(ctx);
    const res = await api(ctx, c.staff, {
      method: 'POST',
      url: `${KB}/public-knowledgebase-validate-domain/`,
      payload: { domain: 'help.example.com' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('public routes expose only public articles of that company', () => {
  /** A company with one public base and an article of each kind the public pages must sort out. */
  async function scene() {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const guides = await seedCategory(db, c.companyId, 'Guides');
    const base = (await createBase(c, { name: 'Help centre', is_default: true })).json<PublicKnowledgebase>();
    const second = (await createBase(c, { name: 'Partners' })).json<PublicKnowledgebase>();
    const make = (title: string, extra: object, url?: string) =>
      createArticle(ctx, c.admin, { article_category: guides, title, ...extra }, url);
    const pub = await make('Returns policy', {
      visibility: 0,
      public_knowledgebases: [base.id],
      body: '<p>30 days</p>',
    });
    const partnersOnly = await make('Partner pricing', { visibility: 0, public_knowledgebases: [second.id] });
    const staffOnly = await make('Staff rota', { visibility: 1 });
    const assigned = await make('Payroll steps', { visibility: 2 });
    const draft = await make(
      'Secret draft',
      { visibility: 0, public_knowledgebases: [base.id] },
      'draft-article-create/',
    );
    return { c, slug: await slugOf(c), base, second, pub, partnersOnly, staffOnly, assigned, draft, guides };
  }

  it('public-articles/{slug}/ lists published PUBLIC articles only, signed out', async () => {
    const s = await scene();
    const other = await scene();
    const res = await anonymous(`${KB}/public-articles/${s.slug}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json<PublicArticlesPage>();
    expect(page.company_slug).toBe(s.slug);
    expect(page.knowledgebases).toEqual([
      { id: s.base.id, name: 'Help centre', is_default: true },
      { id: s.second.id, name: 'Partners', is_default: false },
    ]);
    expect(page.results.map((a) => a.id)).toEqual([s.partnersOnly.id, s.pub.id]);
    expect(res.body).not.toContain('Staff rota');
    expect(res.body).not.toContain('Payroll steps');
    expect(res.body).not.toContain('Secret draft');
    expect(page.results.map((a) => a.id)).not.toContain(other.pub.id);
  });

  it("a knowledge base's own page lists only its articles; another company's base is 404", async () => {
    const s = await scene();
    const other = await scene();
    const res = await anonymous(`${KB}/public-articles/${s.slug}/?knowledgebase=${s.second.id}`);
    const page = res.json<PublicArticlesPage>();
    expect(page.knowledgebase).toEqual({ id: s.second.id, name: 'Partners', is_default: false });
    expect(page.results.map((a) => a.title)).toEqual(['Partner pricing']);
    const foreign = await anonymous(`${KB}/public-articles/${s.slug}/?knowledgebase=${other.base.id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('categories-with-public-articles/{slug}/ groups the same public articles', async () => {
    const s = await scene();
    const res = await anonymous(`${KB}/categories-with-public-articles/${s.slug}/`);
    expect(res.statusCode).toBe(200);
    const groups = res.json<PublicCategoryWithArticles[]>();
    expect(groups).toEqual([
      {
        id: s.guides,
        category: 'Guides',
        articles: [
          expect.objectContaining({ id: s.partnersOnly.id, title: 'Partner pricing' }),
          expect.objectContaining({ id: s.pub.id, title: 'Returns policy' }),
        ],
      },
    ]);
  });

  it('public-articles/details/{id}/ reads a public article; any other is 404', async () => {
    const s = await scene();
    const other = await scene();
    const ok = await anonymous(`${KB}/public-articles/details/${s.pub.id}/?company=${s.slug}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<PublicArticleDetail>()).toMatchObject({
      id: s.pub.id,
      title: 'Returns policy',
      body: '<p>30 days</p>',
      public_knowledgebases: [s.base.id],
    });
    for (const id of [s.staffOnly.id, s.assigned.id, s.draft.id, other.pub.id, 99999999]) {
      const res = await anonymous(`${KB}/public-articles/details/${id}/?company=${s.slug}`);
      expect(res.statusCode, `article ${id}`).toBe(404);
    }
  });

  it('an article turned back to ALL STAFF leaves the public pages', async () => {
    const s = await scene();
    await api(ctx, s.c.admin, {
      method: 'PATCH',
      url: `${KB}/retrieve-update-delete/${s.pub.id}/`,
      payload: { visibility: 1 },
    });
    const res = await anonymous(`${KB}/public-articles/details/${s.pub.id}/?company=${s.slug}`);
    expect(res.statusCode).toBe(404);
  });

  it('a company slug that does not exist is 404 on all three routes', async () => {
    const s = await scene();
    for (const url of [
      `${KB}/public-articles/no-such-company-xyz/`,
      `${KB}/categories-with-public-articles/no-such-company-xyz/`,
      `${KB}/public-articles/details/${s.pub.id}/?company=no-such-company-xyz`,
    ]) {
      expect((await anonymous(url)).statusCode, url).toBe(404);
    }
  });
});
