// The first-run checklist (issue 21): a company fresh from sign-up has none of the four steps done;
// each is ticked by the company's own data (another staff member, time-clock settings, a published
// article, a course assigned to someone), not by a draft or an unassigned course; an admin's close is
// kept for the company (a second admin sees it closed), and staff cannot close it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUS } from '../../../contract/knowledge-base-constants';
import type { FirstRunChecklist } from '../../../contract/first-run';
import { createStaffMember } from '../../seed/factories';
import { authed, createTestApp, createTestCompany, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function signUp(): Promise<TestUser> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/account/api/signup/',
    remoteAddress: `127.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      company_name: 'New Co',
      first_name: 'Nia',
      email: `new-${randomUUID()}@test.example`,
      password: 'a long enough password',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ id: number; email: string; token: string; refresh: string; company: { id: number } }>();
  return { ...body, password: '', userId: body.id, staffId: 0, companyId: body.company.id };
}

const checklist = async (user: TestUser) =>
  (await authed(ctx.app, user, { method: 'GET', url: '/account/api/first-run-checklist/' })).json<FirstRunChecklist>();
const done = async (user: TestUser) =>
  Object.fromEntries((await checklist(user)).steps.map((step) => [step.key, step.done]));

describe('first-run checklist', () => {
  it('ticks each step from the company’s own data', async () => {
    const owner = await signUp();
    const companyId = owner.companyId;
    expect(await checklist(owner)).toEqual({
      dismissed: false,
      steps: [
        { key: 'invite_team', done: false },
        { key: 'set_up_attendance', done: false },
        { key: 'publish_article', done: false },
        { key: 'assign_course', done: false },
      ],
    });

    await createStaffMember(db(), companyId, { email: `team-${randomUUID()}@test.example`, first_name: 'Tam' });
    await db().insertInto('time_clock_settings').values({ company_id: companyId }).execute();
    // A draft and a course assigned to no one do not count.
    await db()
      .insertInto('kb_articles')
      .values({ company_id: companyId, status: ARTICLE_STATUS.DRAFT, title: 'Draft' })
      .execute();
    await db().insertInto('kb_courses').values({ company_id: companyId, name: 'Unassigned' }).execute();
    expect(await done(owner)).toEqual({
      invite_team: true,
      set_up_attendance: true,
      publish_article: false,
      assign_course: false,
    });

    await db()
      .insertInto('kb_articles')
      .values({ company_id: companyId, status: ARTICLE_STATUS.PUBLISHED, title: 'Safety first' })
      .execute();
    await db()
      .insertInto('kb_courses')
      .values({ company_id: companyId, name: 'Induction', is_assigned_to_everyone: true })
      .execute();
    expect(Object.values(await done(owner))).toEqual([true, true, true, true]);
  });

  it('is not ticked by another company’s data', async () => {
    const owner = await signUp();
    const other = await createTestCompany(ctx);
    const staff = await createStaffMember(db(), other.companyId, {
      email: `b-${randomUUID()}@test.example`,
      first_name: 'Bo',
    });
    await db()
      .insertInto('kb_courses')
      .values({ company_id: other.companyId, name: 'Theirs', staff_ids: [staff.staffId], position_ids: [1] })
      .execute();
    await db()
      .insertInto('kb_articles')
      .values({ company_id: other.companyId, status: ARTICLE_STATUS.PUBLISHED, title: 'Theirs' })
      .execute();
    expect(await done(owner)).toEqual({
      invite_team: false,
      set_up_attendance: false,
      publish_article: false,
      assign_course: false,
    });
  });

  it('stays closed for the whole company once an admin closes it; staff cannot close it', async () => {
    const c = await createTestCompany(ctx);
    const staffClose = await authed(ctx.app, c.staff, {
      method: 'POST',
      url: '/account/api/first-run-checklist/dismiss/',
    });
    expect(staffClose.statusCode).toBe(403);
    expect((await checklist(c.admin)).dismissed).toBe(false);
    const res = await authed(ctx.app, c.admin, { method: 'POST', url: '/account/api/first-run-checklist/dismiss/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FirstRunChecklist>().dismissed).toBe(true);
    expect((await checklist(c.staff)).dismissed).toBe(true);
    const other = await createTestCompany(ctx);
    expect((await checklist(other.admin)).dismissed).toBe(false);
  });
});
