// The acknowledgement pages' calls (spec knowledge-base §2 All completions, Quiz response timeline,
// Leaderboard; KB admins, §6): acknowledgements/ narrowed by day, the admins' quiz-responses/
// timeline with its filters and paging, and the leaderboard of one division.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardRow, QuizResponseTimelineRow } from '../../../contract/courses';
import type { Acknowledgement } from '../../../contract/knowledge-base';
import type { Paginated } from '../../../contract/pagination';
import { createTestApp, createTestCompany, type TestCompany, type TestContext } from '../../test/helpers';
import { seedQuiz } from './courses.fixtures';
import { api, createArticle, KB, seedCategory, seedDivision } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = <T>(c: TestCompany, url: string, as: 'admin' | 'staff' = 'admin') =>
  api(ctx, c[as], { method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

/** Today in the company's time zone (the day the filters compare with). */
async function companyToday(c: TestCompany): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    SELECT to_char((now() AT TIME ZONE timezone)::date, 'YYYY-MM-DD') AS day FROM companies WHERE id = ${c.companyId}`.execute(
    ctx.database.db,
  );
  return rows[0]!.day;
}

describe('acknowledgements/ by day', () => {
  it('date_from and date_to keep the acknowledgements of those days only', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'Safety');
    const old = await createArticle(ctx, c.admin, {
      article_category: category,
      acknowledgement_type: 1,
      title: 'Old rule',
    });
    const fresh = await createArticle(ctx, c.admin, {
      article_category: category,
      acknowledgement_type: 1,
      title: 'New rule',
    });
    for (const article of [old, fresh]) {
      const r = await api(ctx, c.admin, {
        method: 'POST',
        url: `${KB}/acknowledgements/`,
        payload: { article: article.id, signature: 'Ada' },
      });
      expect(r.statusCode).toBe(201);
    }
    await ctx.database.db
      .updateTable('kb_acknowledgements')
      .set({ created_on: sql<Date>`now() - interval '10 days'` })
      .where('article_id', '=', old.id)
      .execute();
    const today = await companyToday(c);
    const recent = await get<Paginated<Acknowledgement>>(c, `${KB}/acknowledgements/?date_from=${today}`);
    expect(recent.body.results.map((a) => a.article_title)).toEqual(['New rule']);
    const earlier = await get<Paginated<Acknowledgement>>(c, `${KB}/acknowledgements/?date_to=2000-01-01`);
    expect(earlier.body.count).toBe(0);
    const both = await get<Paginated<Acknowledgement>>(
      c,
      `${KB}/acknowledgements/?date_from=2000-01-01&date_to=${today}`,
    );
    expect(both.body.results.map((a) => a.article_title)).toEqual(['New rule', 'Old rule']);
    expect((await get(c, `${KB}/acknowledgements/?date_from=yesterday`)).status).toBe(400);
  });
});

describe('quiz-responses/ timeline', () => {
  async function attempts() {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const forklift = await seedQuiz(db, c.companyId, 'Forklift quiz');
    const fire = await seedQuiz(db, c.companyId, 'Fire quiz');
    const attempt = (quiz: number, staff: number, score: number, daysAgo: number) =>
      db
        .insertInto('kb_quiz_attempts')
        .values({
          company_id: c.companyId,
          quiz_id: quiz,
          staff_id: staff,
          course_id: null,
          score,
          pass_mark: 80,
          passed: score >= 80,
          correct_count: score === 100 ? 1 : 0,
          question_count: 1,
          created_on: sql<Date>`now() - make_interval(days => ${daysAgo})`,
        })
        .execute();
    await attempt(forklift, c.staff.staffId, 0, 3);
    await attempt(forklift, c.staff.staffId, 100, 2);
    await attempt(fire, c.admin.staffId, 100, 1);
    return { c, forklift, fire };
  }

  it('lists every attempt newest first, with quiz and person, paged', async () => {
    const { c, forklift, fire } = await attempts();
    const all = await get<Paginated<QuizResponseTimelineRow>>(c, `${KB}/quiz-responses/`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((r) => [r.quiz, r.staff_id, r.score, r.passed])).toEqual([
      [fire, c.admin.staffId, 100, true],
      [forklift, c.staff.staffId, 100, true],
      [forklift, c.staff.staffId, 0, false],
    ]);
    expect(all.body.results[0]).toMatchObject({ quiz_title: 'Fire quiz', course: null, course_name: null });
    const page2 = await get<Paginated<QuizResponseTimelineRow>>(c, `${KB}/quiz-responses/?page_size=2&page=2`);
    expect(page2.body).toMatchObject({ count: 3, next: null });
    expect(page2.body.previous).toContain('page=1');
    expect(page2.body.results.map((r) => r.score)).toEqual([0]);
  });

  it('narrows by staff member, quiz, result and day', async () => {
    const { c, forklift } = await attempts();
    const ofStaff = await get<Paginated<QuizResponseTimelineRow>>(c, `${KB}/quiz-responses/?staff=${c.staff.staffId}`);
    expect(ofStaff.body.results.every((r) => r.staff_id === c.staff.staffId)).toBe(true);
    expect(ofStaff.body.count).toBe(2);
    const failed = await get<Paginated<QuizResponseTimelineRow>>(c, `${KB}/quiz-responses/?passed=false`);
    expect(failed.body.results.map((r) => r.score)).toEqual([0]);
    const ofQuiz = await get<Paginated<QuizResponseTimelineRow>>(c, `${KB}/quiz-responses/?quiz=${forklift}`);
    expect(ofQuiz.body.count).toBe(2);
    const today = await companyToday(c);
    const none = await get<Paginated<QuizResponseTimelineRow>>(c, `${KB}/quiz-responses/?date_from=${today}`);
    expect(none.body.count).toBe(0);
  });

  it('is for KB admins only', async () => {
    const { c } = await attempts();
    expect((await get(c, `${KB}/quiz-responses/`, 'staff')).status).toBe(403);
  });
});

describe('kb-leaderboard/ by division', () => {
  it('ranks only the staff of the chosen division', async () => {
    const c = await createTestCompany(ctx);
    const db = ctx.database.db;
    const yard = await seedDivision(db, c.companyId, 'Yard');
    await db.updateTable('staff').set({ division_id: yard }).where('id', '=', c.staff.staffId).execute();
    const all = await get<LeaderboardRow[]>(c, `${KB}/kb-leaderboard/`);
    expect(all.body.map((r) => r.staff_id).sort()).toEqual([c.admin.staffId, c.staff.staffId].sort());
    const ofYard = await get<LeaderboardRow[]>(c, `${KB}/kb-leaderboard/?division=${yard}`);
    expect(ofYard.body.map((r) => [r.staff_id, r.division_name])).toEqual([[c.staff.staffId, 'Yard']]);
  });
});
