// The quiz response timeline (spec knowledge-base §2 /knowledgebase/quiz-acknowledgement-timeline,
// KB admins, §6): every quiz attempt of the company, newest first, filtered by staff member, quiz,
// course, pass or fail and day, paged as {count, next, previous, results}.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { QuizResponseTimelineRow, quizResponseListQuerySchema } from '../../../contract/courses';
import type { Database } from '../../db/database';
import { pageWindow, paginated } from '../../lib/pagination';
import type { AuthContext } from '../../lib/route';
import { onOrAfterDay, onOrBeforeDay } from './day-range';

export async function quizResponseTimeline(
  db: Database,
  auth: AuthContext,
  query: z.output<typeof quizResponseListQuerySchema>,
  request: FastifyRequest,
) {
  const companyId = sql`q.company_id`;
  const base = db
    .selectFrom('kb_quiz_attempts as q')
    .innerJoin('kb_quizzes as z', 'z.id', 'q.quiz_id')
    .innerJoin('staff as s', 's.id', 'q.staff_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('kb_courses as c', 'c.id', 'q.course_id')
    .where('q.company_id', '=', auth.companyId)
    .$if(query.staff !== undefined, (b) => b.where('q.staff_id', '=', query.staff!))
    .$if(query.quiz !== undefined, (b) => b.where('q.quiz_id', '=', query.quiz!))
    .$if(query.course !== undefined, (b) => b.where('q.course_id', '=', query.course!))
    .$if(query.passed !== undefined, (b) => b.where('q.passed', '=', query.passed!))
    .$if(query.date_from !== undefined, (b) => b.where(onOrAfterDay(sql`q.created_on`, query.date_from!, companyId)))
    .$if(query.date_to !== undefined, (b) => b.where(onOrBeforeDay(sql`q.created_on`, query.date_to!, companyId)));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    base
      .select([
        'q.id',
        'q.quiz_id',
        'z.title as quiz_title',
        'q.course_id',
        'c.name as course_name',
        'q.staff_id',
        sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('staff_name'),
        'q.score',
        'q.pass_mark',
        'q.passed',
        'q.correct_count',
        'q.question_count',
        'q.created_on',
      ])
      .orderBy('q.created_on', 'desc')
      .orderBy('q.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const results: QuizResponseTimelineRow[] = rows.map(({ quiz_id, course_id, created_on, ...r }) => ({
    ...r,
    quiz: quiz_id,
    course: course_id,
    created_on: created_on.toISOString(),
  }));
  return paginated(request, query, Number(total.count), results);
}
