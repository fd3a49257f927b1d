// The lists issue 22 made faster read a page in a fixed number of statements whatever its size:
// each round trip to the database cost a list more than its rows did, so a change that adds one
// (a separate count again, a query per row) would slow every page without failing anything else.
// The statements are counted through a Kysely plugin on the app's database. And since the count
// now rides on the page's rows, paging through a list must still give every row once, in order,
// with the same count on every page, past the last one too.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../seed/factories';
import { createArticle, seedCategory, seedDivision } from '../modules/knowledge-base/knowledge-base.fixtures';
import { seedStat } from '../modules/statistics/statistics.fixtures';
import { insertPunch } from '../modules/inout/punches.repository';
import { authed, createTestApp, createTestCompany, type TestCompany, type TestContext } from './helpers';

const counting = { on: false, statements: 0 };
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    if (counting.on) counting.statements += 1;
    return args.result;
  },
};

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number }[];
}

let t: TestContext;
let company: TestCompany;

/** The page and how many statements its request sent (the sign-in check is one of them). */
async function read(url: string): Promise<{ page: Page; statements: number }> {
  counting.statements = 0;
  counting.on = true;
  try {
    const res = await authed(t.app, company.admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { page: res.json<Page>(), statements: counting.statements };
  } finally {
    counting.on = false;
  }
}

/** Pages of `size` through `url` until the last: every row once, in the order of one big page. */
async function expectPagesToMatchOneBigPage(url: string, size: number, total: number) {
  const join = url.includes('?') ? '&' : '?';
  const whole = (await read(`${url}${join}page_size=100`)).page;
  expect(whole.count).toBe(total);
  expect(whole.results).toHaveLength(total);
  const ids: number[] = [];
  const pages = Math.ceil(total / size);
  for (let page = 1; page <= pages; page++) {
    const { page: answer } = await read(`${url}${join}page_size=${size}&page=${page}`);
    expect(answer.count).toBe(total);
    expect(answer.next === null).toBe(page === pages);
    ids.push(...answer.results.map((row) => row.id));
  }
  expect(ids).toEqual(whole.results.map((row) => row.id));
  // Past the last page no row carries the count: it is still the count of all of them.
  const past = (await read(`${url}${join}page_size=${size}&page=${pages + 2}`)).page;
  expect(past).toMatchObject({ count: total, next: null, results: [] });
  expect(past.previous).toContain(`page=${pages}`);
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [counter] });
  company = await createTestCompany(t);
  const db = t.database.db;
  const north = await seedDivision(db, company.companyId, 'North');
  // 38 more staff, some sharing a first name (the list breaks ties by id), half in a division.
  for (let i = 0; i < 38; i++) {
    await createStaffMember(db, company.companyId, {
      email: `list-${i}-${company.companyId}@test.example`,
      first_name: ['Ana', 'bo', 'Cy', 'Dee'][i % 4]!,
      last_name: `Person ${i}`,
      division_id: i % 2 ? north : null,
    });
  }
  const category = await seedCategory(db, company.companyId, 'Safety');
  for (let i = 0; i < 30; i++) {
    await createArticle(t, company.admin, { article_category: category, title: `Article ${i % 7} ${i}` });
  }
  for (let i = 0; i < 30; i++) {
    await seedStat(db, company.companyId, { owner: company.admin.staffId, name: `Stat ${i}` });
  }
  // 36 punches, 24 of them the staff member's; every third shares its instant with the one before
  // (the list breaks ties by id); every fourth recorded by one of two kiosks (Clock Ins names it).
  const kiosks: number[] = [];
  for (const name of ['Front door', 'Loading bay']) {
    const res = await authed(t.app, company.admin, { method: 'POST', url: '/inout/api/kiosks/', payload: { name } });
    kiosks.push(res.json<{ id: number }>().id);
  }
  for (let i = 0; i < 36; i++) {
    const client_time = new Date(Date.UTC(2026, 10, 2, 8, 0) + Math.floor((i + 1) / 3) * 3_600_000);
    await insertPunch(db, {
      company_id: company.companyId,
      staff_id: i % 3 === 2 ? company.admin.staffId : company.staff.staffId,
      action: i % 2 ? 'out' : 'in',
      client_time,
      client_utc_offset_minutes: 0,
      timezone: 'UTC',
      server_received_at: client_time,
      flags: [],
      kiosk_id: i % 4 === 0 ? kiosks[(i / 4) % 2]! : null,
    });
  }
}, 120_000);

afterAll(() => t.close());

describe('paginated lists read a page in a fixed number of statements (issue 22)', () => {
  it('the Employee List: the sign-in check and one statement, for a page of 5 or of 25', async () => {
    for (const size of [5, 25]) {
      const { page, statements } = await read(`/account/api/staffs/company_users/?page_size=${size}`);
      expect(page.results).toHaveLength(size);
      expect(statements).toBe(2);
    }
  });

  it('the article list: the sign-in check and one statement', async () => {
    for (const size of [5, 25]) {
      const { page, statements } = await read(`/knowledgebase/api/list-create/?page_size=${size}`);
      expect(page.results).toHaveLength(size);
      expect(statements).toBe(2);
    }
  });

  it("the stats list: the sign-in check, the page with the company's calendar, and the page's values", async () => {
    for (const size of [5, 25]) {
      const { page, statements } = await read(`/statistics/api/list-create-paginated/?page_size=${size}`);
      expect(page.results).toHaveLength(size);
      expect(statements).toBe(3);
    }
  });

  it("Clock Ins, the company's and one person's: the sign-in check and one statement, with each punch's kiosk", async () => {
    for (const size of [5, 25]) {
      const { page, statements } = await read(`/inout/api/clock-ins/?page_size=${size}`);
      expect(page.results).toHaveLength(size);
      expect(statements).toBe(2);
    }
    const { page: all } = await read('/inout/api/clock-ins/?page_size=100');
    const named = (all.results as unknown as Array<{ kiosk: { name: string } | null }>).map((p) => p.kiosk?.name);
    expect(named.filter((name) => name !== undefined)).toHaveLength(9);
    expect(new Set(named)).toEqual(new Set(['Front door', 'Loading bay', undefined]));
    // An admin asking for one person is also checked to name a staff member of the company.
    const { page, statements } = await read(`/inout/api/clock-ins/?staff=${company.staff.staffId}&page_size=5`);
    expect(page.count).toBe(24);
    expect(statements).toBe(3);
  });
});

describe('paging through a list gives every row once, in order, with the count on every page', () => {
  it('the Employee List, by first name (ties by id) and by division', async () => {
    await expectPagesToMatchOneBigPage('/account/api/staffs/company_users/', 7, 40);
    await expectPagesToMatchOneBigPage('/account/api/staffs/company_users/?ordering=-division', 9, 40);
  });

  it('the article list, newest edit first and by title', async () => {
    await expectPagesToMatchOneBigPage('/knowledgebase/api/list-create/', 7, 30);
    await expectPagesToMatchOneBigPage('/knowledgebase/api/list-create/?ordering=title', 4, 30);
  });

  it('the stats list', async () => {
    await expectPagesToMatchOneBigPage('/statistics/api/list-create-paginated/', 7, 30);
  });

  it("the clock-ins list, newest first (ties by id), the company's and one person's", async () => {
    await expectPagesToMatchOneBigPage('/inout/api/clock-ins/', 8, 36);
    await expectPagesToMatchOneBigPage(`/inout/api/clock-ins/?staff=${company.staff.staffId}`, 5, 24);
  });
});
