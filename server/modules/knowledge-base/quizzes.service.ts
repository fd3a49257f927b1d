// Quizzes (spec knowledge-base §7 quizzes/, quiz-create/, quiz-responses-bulk-create/,
// quiz-responses/{staffId}/{quizId}; scoring is ours, contract/courses.ts): writing quizzes with their
// questions, scoring an attempt on the server (a question is right when exactly its correct answers
// are chosen; the score is the percent right; pass at the quiz's pass mark), keeping every attempt,
// and completing the course the quiz was taken in when it was the last item.
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  QUIZ_ANSWERS_INVALID,
  QUIZ_NOT_IN_COURSE,
  QUIZ_QUESTION_BLANK,
  QUIZ_QUESTIONS_REQUIRED,
  QUIZ_UNKNOWN_QUESTION,
  quizScore,
  type Quiz,
  type QuizAttempt,
  type quizCreateSchema,
  type QuizListItem,
  type quizResponsesCreateSchema,
  type quizUpdateSchema,
} from '../../../contract/courses';
import type { FieldErrors } from '../../../contract/errors';
import type { Database } from '../../db/database';
import type { KbQuizQuestionColumn } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { recordCompletionIfDone } from './course-progress';
import { isAssignedCourse } from './course-reading.service';
import { courseVisibleTo, findCourse } from './courses.repository';
import { isKbAdmin } from './permissions';

type QuizQuestions = z.output<typeof quizCreateSchema>['questions'];

function questionErrors(questions: QuizQuestions): FieldErrors {
  const messages: string[] = [];
  if (questions.length === 0) messages.push(QUIZ_QUESTIONS_REQUIRED);
  if (questions.some((q) => !q.question.trim())) messages.push(QUIZ_QUESTION_BLANK);
  const badAnswers = questions.some(
    (q) => q.answers.length < 2 || q.answers.some((a) => !a.answer.trim()) || !q.answers.some((a) => a.is_correct),
  );
  if (badAnswers) messages.push(QUIZ_ANSWERS_INVALID);
  return messages.length ? { questions: messages } : {};
}

/** Questions and answers numbered 1..n, as stored. */
function storedQuestions(questions: QuizQuestions): string {
  const stored: KbQuizQuestionColumn[] = questions.map((q, i) => ({
    id: i + 1,
    question: q.question.trim(),
    answers: q.answers.map((a, j) => ({ id: j + 1, answer: a.answer.trim(), is_correct: a.is_correct })),
  }));
  return JSON.stringify(stored);
}

async function quizRow(db: Database, companyId: number, id: number) {
  const row = await db
    .selectFrom('kb_quizzes')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

type QuizRow = Awaited<ReturnType<typeof quizRow>>;

export function presentQuiz(row: QuizRow, admin: boolean): Quiz {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pass_mark: row.pass_mark,
    questions: row.questions.map((q) => ({
      id: q.id,
      question: q.question,
      answers: q.answers.map(({ id, answer, is_correct }) => (admin ? { id, answer, is_correct } : { id, answer })),
    })),
    created_on: row.created_on.toISOString(),
  };
}

export async function listQuizzes(db: Database, auth: AuthContext): Promise<QuizListItem[]> {
  return db
    .selectFrom('kb_quizzes')
    .select(['id', 'title', 'pass_mark', sql<number>`jsonb_array_length(questions)`.as('question_count')])
    .where('company_id', '=', auth.companyId)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** Admins any quiz of the company; staff a quiz of a course assigned to them (without the correct answers). */
export async function quizDetail(db: Database, auth: AuthContext, id: number): Promise<Quiz> {
  if (!isKbAdmin(auth)) await requireQuizInVisibleCourse(db, auth, id, null);
  return presentQuiz(await quizRow(db, auth.companyId, id), isKbAdmin(auth));
}

export async function createQuiz(db: Database, auth: AuthContext, input: z.output<typeof quizCreateSchema>) {
  const errors = questionErrors(input.questions);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const { id } = await db
    .insertInto('kb_quizzes')
    .values({
      company_id: auth.companyId,
      title: input.title,
      description: input.description,
      pass_mark: input.pass_mark,
      questions: storedQuestions(input.questions),
      created_by_staff_id: auth.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return presentQuiz(await quizRow(db, auth.companyId, id), true);
}

/** Earlier attempts keep their scores and the answers' texts as they were given. */
export async function updateQuiz(
  db: Database,
  auth: AuthContext,
  id: number,
  changes: z.output<typeof quizUpdateSchema>,
) {
  await quizRow(db, auth.companyId, id);
  if (changes.questions) {
    const errors = questionErrors(changes.questions);
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  await db
    .updateTable('kb_quizzes')
    .set({
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.pass_mark !== undefined ? { pass_mark: changes.pass_mark } : {}),
      ...(changes.questions ? { questions: storedQuestions(changes.questions) } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .execute();
  return presentQuiz(await quizRow(db, auth.companyId, id), true);
}

export async function deleteQuiz(db: Database, auth: AuthContext, id: number): Promise<void> {
  await quizRow(db, auth.companyId, id);
  await db.deleteFrom('kb_quizzes').where('company_id', '=', auth.companyId).where('id', '=', id).execute();
}

/** The quiz is in `courseId` (or, without one, in some course) the caller may see; else 404. */
async function requireQuizInVisibleCourse(db: Database, auth: AuthContext, quizId: number, courseId: number | null) {
  const row = await db
    .selectFrom('kb_course_items as i')
    .innerJoin('kb_course_sections as s', 's.id', 'i.section_id')
    .innerJoin('kb_courses as c', 'c.id', 's.course_id')
    .select('c.id')
    .where('i.company_id', '=', auth.companyId)
    .where('i.quiz_id', '=', quizId)
    .$if(courseId !== null, (q) => q.where('c.id', '=', courseId!))
    .where(courseVisibleTo(auth))
    .executeTakeFirst();
  if (!row) throw courseId === null ? new NotFoundError() : ValidationError.field('quiz', QUIZ_NOT_IN_COURSE);
}

/**
 * Scores and keeps one attempt; completes the course when this was its last item. A KB admin taking
 * it in a course not assigned to them is previewing the course: the attempt is scored, not kept.
 */
export async function submitAttempt(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof quizResponsesCreateSchema>,
): Promise<QuizAttempt> {
  const course = input.course !== null ? await findCourse(db, auth, input.course) : null;
  const quiz = await quizRow(db, auth.companyId, input.quiz);
  if (course || !isKbAdmin(auth)) await requireQuizInVisibleCourse(db, auth, quiz.id, course?.id ?? null);
  const known = new Set(quiz.questions.map((q) => q.id));
  if (input.responses.some((r) => !known.has(r.question))) {
    throw ValidationError.field('responses', QUIZ_UNKNOWN_QUESTION);
  }
  const chosen = new Map(input.responses.map((r) => [r.question, new Set(r.answers)]));
  // Unanswered questions count as wrong.
  const results = quiz.questions.map((q) => {
    const picked = chosen.get(q.id) ?? new Set<number>();
    const correct = q.answers.filter((a) => a.is_correct).map((a) => a.id);
    const isCorrect = picked.size === correct.length && correct.every((id) => picked.has(id));
    const answers = q.answers.filter((a) => picked.has(a.id)).map((a) => a.answer);
    return { question: q, picked, answers, isCorrect };
  });
  const correctCount = results.filter((r) => r.isCorrect).length;
  const score = quizScore(correctCount, quiz.questions.length);
  if (course && !(await isAssignedCourse(db, auth.staffId, course.id))) {
    return {
      id: 0,
      quiz: quiz.id,
      course: course.id,
      staff_id: auth.staffId,
      score,
      pass_mark: quiz.pass_mark,
      passed: score >= quiz.pass_mark,
      correct_count: correctCount,
      question_count: quiz.questions.length,
      created_on: new Date().toISOString(),
      results: results.map((r) => ({
        question: r.question.id,
        question_text: r.question.question,
        answers: r.answers,
        is_correct: r.isCorrect,
      })),
      preview: true,
    };
  }
  const { id } = await db
    .insertInto('kb_quiz_attempts')
    .values({
      company_id: auth.companyId,
      quiz_id: quiz.id,
      staff_id: auth.staffId,
      course_id: course?.id ?? null,
      score,
      pass_mark: quiz.pass_mark,
      passed: score >= quiz.pass_mark,
      correct_count: correctCount,
      question_count: quiz.questions.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kb_quiz_responses')
    .values(
      results.map((r) => ({
        company_id: auth.companyId,
        attempt_id: id,
        question_id: r.question.id,
        question: r.question.question,
        answer_ids: [...r.picked],
        answers: r.answers,
        is_correct: r.isCorrect,
      })),
    )
    .execute();
  if (course) await recordCompletionIfDone(db, auth.companyId, course, auth.staffId);
  return (await attempts(db, auth.companyId, { attemptId: id }))[0]!;
}

async function attempts(
  db: Database,
  companyId: number,
  where: { attemptId?: number; staffId?: number; quizId?: number },
) {
  const rows = await db
    .selectFrom('kb_quiz_attempts')
    .selectAll()
    .where('company_id', '=', companyId)
    .$if(where.attemptId !== undefined, (q) => q.where('id', '=', where.attemptId!))
    .$if(where.staffId !== undefined, (q) => q.where('staff_id', '=', where.staffId!))
    .$if(where.quizId !== undefined, (q) => q.where('quiz_id', '=', where.quizId!))
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const responses = rows.length
    ? await db
        .selectFrom('kb_quiz_responses')
        .selectAll()
        .where(
          'attempt_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('question_id')
        .execute()
    : [];
  return rows.map((r): QuizAttempt => ({
    id: r.id,
    quiz: r.quiz_id,
    course: r.course_id,
    staff_id: r.staff_id,
    score: r.score,
    pass_mark: r.pass_mark,
    passed: r.passed,
    correct_count: r.correct_count,
    question_count: r.question_count,
    created_on: r.created_on.toISOString(),
    results: responses
      .filter((x) => x.attempt_id === r.id)
      .map((x) => ({
        question: x.question_id,
        question_text: x.question,
        answers: x.answers,
        is_correct: x.is_correct,
      })),
  }));
}

/** A staff member's attempts at a quiz, newest first: their own, or anyone's for KB admins. */
export async function quizResponses(db: Database, auth: AuthContext, staffId: number, quizId: number) {
  if (!isKbAdmin(auth) && staffId !== auth.staffId) throw new NotFoundError();
  await quizRow(db, auth.companyId, quizId);
  const staff = await db
    .selectFrom('staff')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (!staff) throw new NotFoundError();
  return attempts(db, auth.companyId, { staffId, quizId });
}
