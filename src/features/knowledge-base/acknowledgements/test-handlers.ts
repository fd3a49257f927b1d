// msw handlers the acknowledgement pages' tests share: the filters' choice lists and one person's
// views (user-kb-summary/ and the four lists), so each test declares only the list it is about.
import { http, HttpResponse } from 'msw';
import type { AssignedCourse, UserArticleRow, UserKbSummary } from '../../../../contract/courses';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';

export const STAFF = [
  { id: 2, name: 'Sam Staff', email: 'sam@acme.test', position_name: 'Driver' },
  { id: 3, name: 'Pat Porter', email: 'pat@acme.test', position_name: null },
  { id: 4, name: 'Sam Staff', email: 'sam@north.test', position_name: null },
];

export const choiceHandlers = [
  http.get(apiUrl(API_PATHS.companyUsersSimple), () => HttpResponse.json(STAFF)),
  http.get(apiUrl(API_PATHS.divisions), () => HttpResponse.json([{ id: 7, division_name: 'Yard' }])),
  http.get(apiUrl(API_PATHS.kbArticlesSimple), () =>
    HttpResponse.json([
      { id: 40, title: 'Forklift rules' },
      { id: 41, title: 'Fire exits' },
    ]),
  ),
  http.get(apiUrl(API_PATHS.kbQuizzes), () =>
    HttpResponse.json([{ id: 60, title: 'Forklift quiz', pass_mark: 80, question_count: 2 }]),
  ),
  http.get(apiUrl(API_PATHS.kbCourses), () => HttpResponse.json([{ id: 70, name: 'Induction' }])),
];

const summary: UserKbSummary = {
  staff_id: 2,
  assigned_articles: 4,
  read_articles: 3,
  assigned_courses: 2,
  completed_courses: 1,
  overdue_courses: 1,
  quizzes_passed: 5,
};
const article: UserArticleRow = {
  id: 40,
  title: 'Forklift rules',
  is_read: true,
  read_on: '2026-11-02T09:00:00Z',
  is_acknowledged: true,
};
const course = {
  id: 70,
  name: 'Induction',
  progress: { state: 'overdue', percent: 50 },
} as unknown as AssignedCourse;

export const personHandlers = [
  http.get(apiUrl(API_PATHS.kbUserKbSummary(2)), () => HttpResponse.json(summary)),
  http.get(apiUrl(API_PATHS.kbUserAssignedArticles(2)), () =>
    HttpResponse.json([article, { ...article, id: 41, title: 'Fire exits', is_read: false, read_on: null }]),
  ),
  http.get(apiUrl(API_PATHS.kbUserReadArticles(2)), () => HttpResponse.json([article])),
  http.get(apiUrl(API_PATHS.kbUserAssignedCourses(2)), () => HttpResponse.json([course])),
  http.get(apiUrl(API_PATHS.kbUserReadCourses(2)), () => HttpResponse.json([])),
];

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
