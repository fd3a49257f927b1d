// Tenant-isolation cases for public knowledge bases (consumed by server/test/isolation.test.ts):
// company A's admin aims at company B's bases by id; A's list and creates never show B's names; the
// three signed-out reads are 'public' (they take a slug, and B's non-public articles stay hidden —
// public-knowledge-bases.test.ts checks what they expose).
import type { InjectOptions } from 'fastify';
import { domainVerificationRecord } from '../../../contract/public-knowledge-bases';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { KB, seedCategory, seedPublicKnowledgebase } from './knowledge-base.fixtures';
import { domainDns } from './public-knowledge-bases.service';

const secret = (t: IsolationTarget) => `victim-public-kb-${t.victim.companyId}`;

interface Victim {
  base: number;
  article: number;
  slug: string;
}

const seeded = new WeakMap<IsolationTarget, Promise<Victim>>();
const victimRows = (t: IsolationTarget) => seeded.get(t) ?? seeded.set(t, seedVictim(t)).get(t)!;

/** B's public knowledge base and an ALL STAFF article in it by mistake of an earlier visibility. */
async function seedVictim(t: IsolationTarget): Promise<Victim> {
  const db = t.ctx.database.db;
  const c = t.victim.companyId;
  const base = await seedPublicKnowledgebase(db, c, secret(t), true);
  const category = await seedCategory(db, c, `${secret(t)}-category`);
  const article = await db
    .insertInto('kb_articles')
    .values({
      company_id: c,
      status: 0,
      visibility: 1,
      title: `${secret(t)}-article`,
      article_category_id: category,
      published_on: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { company_slug } = await db
    .selectFrom('companies')
    .select('company_slug')
    .where('id', '=', c)
    .executeTakeFirstOrThrow();
  return { base, article: article.id, slug: company_slug! };
}

/**
 * The domain check reads DNS; for A's own domain the test stands in for DNS with A's record (no
 * network in CI), so the case reaches the 2xx path and shows B's rows stay out of the answer.
 */
const verifiedHosts = new Map<string, string>();
const realResolveTxt = domainDns.resolveTxt;
domainDns.resolveTxt = async (domain) => {
  const record = verifiedHosts.get(domain);
  return record ? [[record]] : realResolveTxt(domain);
};
async function ownDomain(t: IsolationTarget): Promise<string> {
  const { company_slug } = await t.ctx.database.db
    .selectFrom('companies')
    .select('company_slug')
    .where('id', '=', t.attacker.companyId)
    .executeTakeFirstOrThrow();
  const host = `kb-${t.attacker.companyId}.isolation.example`;
  verifiedHosts.set(host, domainVerificationRecord(company_slug!));
  return host;
}

type Route = IsolationCase['route'];
const leaks = async (t: IsolationTarget) => [secret(t)];
const get = (url: string): InjectOptions => ({ method: 'GET', url });

const foreignCase = (route: Route, options: (v: Victim) => InjectOptions, admin = false): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => options(await victimRows(t)),
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(await victimRows(t)) } : {}),
});
const ownCase = (
  route: Route,
  options: (t: IsolationTarget) => Promise<InjectOptions> | InjectOptions,
): IsolationCase => ({
  route,
  expect: 'own-company',
  request: async (t) => (await victimRows(t), options(t)),
  leaks,
  staffForbidden: (t) => options(t),
});
const publicCase = (route: Route, url: (v: Victim) => string): IsolationCase => ({
  route,
  expect: 'public',
  request: async (t) => get(url(await victimRows(t))),
});

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /knowledgebase/api/public-knowledgebases/',
    expect: 'own-company',
    request: async (t) => (await victimRows(t), get(`${KB}/public-knowledgebases/`)),
    leaks,
  },
  ownCase('POST /knowledgebase/api/public-knowledgebases/', () => ({
    method: 'POST',
    url: `${KB}/public-knowledgebases/`,
    payload: { name: 'Ours', is_default: true },
  })),
  foreignCase('GET /knowledgebase/api/public-knowledgebases/:id/', (v) =>
    get(`${KB}/public-knowledgebases/${v.base}/`),
  ),
  foreignCase(
    'PATCH /knowledgebase/api/public-knowledgebases/:id/',
    (v) => ({ method: 'PATCH', url: `${KB}/public-knowledgebases/${v.base}/`, payload: { name: 'Taken' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/public-knowledgebases/:id/',
    (v) => ({ method: 'DELETE', url: `${KB}/public-knowledgebases/${v.base}/` }),
    true,
  ),
  ownCase('POST /knowledgebase/api/public-knowledgebase-validate-domain/', async (t) => ({
    method: 'POST',
    url: `${KB}/public-knowledgebase-validate-domain/`,
    payload: { domain: await ownDomain(t) },
  })),
  publicCase('GET /knowledgebase/api/public-articles/:id/', (v) => `${KB}/public-articles/${v.slug}/`),
  publicCase(
    'GET /knowledgebase/api/public-articles/details/:id/',
    (v) => `${KB}/public-articles/details/${v.article}/?company=${v.slug}`,
  ),
  publicCase(
    'GET /knowledgebase/api/categories-with-public-articles/:id/',
    (v) => `${KB}/categories-with-public-articles/${v.slug}/`,
  ),
];
