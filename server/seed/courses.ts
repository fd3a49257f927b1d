// Demo courses for company acme: a "Warehouse safety induction" for everyone (priority 5, with a
// certificate, due within 30 days, to be taken again every 12 months) made of demo articles in two
// sections and a short quiz at the end, so Assigned Courses and Courses Admin show something real.
import type { Database } from '../db/database';

const QUESTIONS = [
  {
    question: 'Before driving a forklift you…',
    answers: [
      { answer: 'check the forks, chains and brakes', is_correct: true },
      { answer: 'only check the fuel', is_correct: false },
    ],
  },
  {
    question: 'When lifting a box by hand, keep your back…',
    answers: [
      { answer: 'straight, and lift with your legs', is_correct: true },
      { answer: 'bent, and lift with your arms', is_correct: false },
    ],
  },
  {
    question: 'On hearing the fire alarm you go to…',
    answers: [
      { answer: 'the assembly point in the north car park', is_correct: true },
      { answer: 'your locker for your belongings', is_correct: false },
    ],
  },
];

const SECTIONS = [
  { title: 'Moving loads', articles: ['Forklift pre-shift inspection', 'Manual handling: lifting safely'] },
  { title: 'Emergencies', articles: ['Fire evacuation'], quiz: true },
];

export async function seedCourses(db: Database, companyId: number): Promise<void> {
  const articles = await db
    .selectFrom('kb_articles')
    .select(['id', 'title'])
    .where('company_id', '=', companyId)
    .where('status', '=', 0)
    .execute();
  const articleId = new Map(articles.map((a) => [a.title, a.id]));
  const category = await db
    .insertInto('kb_course_categories')
    .values({ company_id: companyId, name: 'Induction' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quiz = await db
    .insertInto('kb_quizzes')
    .values({
      company_id: companyId,
      title: 'Warehouse safety check',
      description: 'Three questions on what the induction covers.',
      questions: JSON.stringify(
        QUESTIONS.map((q, i) => ({
          id: i + 1,
          question: q.question,
          answers: q.answers.map((a, j) => ({ id: j + 1, ...a })),
        })),
      ),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const course = await db
    .insertInto('kb_courses')
    .values({
      company_id: companyId,
      name: 'Warehouse safety induction',
      category_id: category.id,
      description: 'What everyone on the warehouse floor needs to know in their first week.',
      priority: 5,
      is_assigned_to_everyone: true,
      has_certificate: true,
      reassign_month_duration: 12,
      due_days: 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [order, section] of SECTIONS.entries()) {
    const { id } = await db
      .insertInto('kb_course_sections')
      .values({ company_id: companyId, course_id: course.id, order, title: section.title })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [
      ...section.articles.flatMap((title) => (articleId.has(title) ? [{ article_id: articleId.get(title)! }] : [])),
      ...(section.quiz ? [{ quiz_id: quiz.id }] : []),
    ];
    await db
      .insertInto('kb_course_items')
      .values(items.map((item, i) => ({ company_id: companyId, section_id: id, order: i, ...item })))
      .execute();
  }
}
