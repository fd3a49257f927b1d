// Course endpoints (spec knowledge-base §7 "Courses" under knowledgebase/api/): the admin list and
// simple list, create, get/patch/delete, duplicate, the bulk calls and course categories (KB admins
// write, §6); the caller's assigned courses, next items and reading; an admin's reassignment and
// per-person progress; and the user views and leaderboard (course-reports.service.ts).
import {
  courseBulkIdsSchema,
  courseBulkUpdateSchema,
  courseCategoryInputSchema,
  courseCreateSchema,
  courseListQuerySchema,
  courseUpdateSchema,
  leaderboardQuerySchema,
  markCourseAsReadSchema,
} from '../../../contract/courses';
import { idParamsSchema } from '../../lib/params';
import { created, noContent, route } from '../../lib/route';
import {
  courseCategory,
  courseDetail,
  createCourseCategory,
  deleteCourseCategory,
  listCourseCategories,
  listCourses,
  renameCourseCategory,
} from './course-detail.service';
import {
  assignedCourses,
  courseAssignedUsers,
  itemsToRead,
  markCourseAsRead,
  reassignCourse,
} from './course-reading.service';
import {
  assignedArticles,
  assignments,
  completedCourses,
  kbSummary,
  leaderboard,
  positionCoursesArticles,
  readArticles,
  requireViewableStaff,
  upcomingItems,
} from './course-reports.service';
import {
  bulkDeleteCourses,
  bulkUpdateCourses,
  createCourse,
  deleteCourse,
  duplicateCourse,
  updateCourse,
} from './courses.service';
import { isKbAdmin } from './permissions';

const BASE = '/knowledgebase/api';
const app = 'knowledge_base' as const;
const admin = { app, allow: isKbAdmin };

export const courseRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/courses/`,
    app,
    query: courseListQuerySchema,
    handler: ({ db, auth, query, request }) => listCourses(db, auth, query, request),
  }),
  route({
    method: 'POST',
    url: `${BASE}/courses/`,
    ...admin,
    body: courseCreateSchema,
    handler: async ({ db, auth, body }) => created(await courseDetail(db, auth, await createCourse(db, auth, body))),
  }),
  route({
    method: 'POST',
    url: `${BASE}/courses/bulk-update/`,
    ...admin,
    body: courseBulkUpdateSchema,
    handler: ({ db, auth, body }) => bulkUpdateCourses(db, auth, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/courses/bulk-delete/`,
    ...admin,
    body: courseBulkIdsSchema,
    handler: ({ db, auth, body }) => bulkDeleteCourses(db, auth, body.ids),
  }),
  route({
    method: 'GET',
    url: `${BASE}/courses/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => courseDetail(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/courses/:id/`,
    ...admin,
    params: idParamsSchema,
    body: courseUpdateSchema,
    handler: async ({ db, auth, params, body }) => {
      await updateCourse(db, auth, params.id, body);
      return courseDetail(db, auth, params.id);
    },
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/courses/:id/`,
    ...admin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteCourse(db, auth, params.id), noContent()),
  }),
  route({
    method: 'POST',
    url: `${BASE}/courses/:id/duplicate/`,
    ...admin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) =>
      created(await courseDetail(db, auth, await duplicateCourse(db, auth, params.id))),
  }),
  route({
    method: 'GET',
    url: `${BASE}/course-categories/`,
    app,
    handler: ({ db, auth }) => listCourseCategories(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/course-categories/`,
    ...admin,
    body: courseCategoryInputSchema,
    handler: async ({ db, auth, body }) => created(await createCourseCategory(db, auth, body.name)),
  }),
  route({
    method: 'GET',
    url: `${BASE}/course-category/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => courseCategory(db, auth, params.id),
  }),
  route({
    method: 'PATCH',
    url: `${BASE}/course-category/:id/`,
    ...admin,
    params: idParamsSchema,
    body: courseCategoryInputSchema,
    handler: ({ db, auth, params, body }) => renameCourseCategory(db, auth, params.id, body.name),
  }),
  route({
    method: 'DELETE',
    url: `${BASE}/course-category/:id/`,
    ...admin,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => (await deleteCourseCategory(db, auth, params.id), noContent()),
  }),
  route({
    method: 'GET',
    url: `${BASE}/courses-assigned-and-read/`,
    app,
    handler: ({ db, auth }) => assignedCourses(db, auth.companyId, auth.staffId),
  }),
  route({
    method: 'GET',
    url: `${BASE}/courses-articles-to-read/`,
    app,
    handler: ({ db, auth }) => itemsToRead(db, auth),
  }),
  route({
    method: 'POST',
    url: `${BASE}/mark-course-as-read/`,
    app,
    body: markCourseAsReadSchema,
    handler: ({ db, auth, body }) => markCourseAsRead(db, auth, body),
  }),
  route({
    method: 'POST',
    url: `${BASE}/reassign-course/:id/`,
    ...admin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => reassignCourse(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/course-assigned-users/:id/`,
    ...admin,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => courseAssignedUsers(db, auth, params.id),
  }),
  route({
    method: 'GET',
    url: `${BASE}/position-courses-articles/:id/`,
    app,
    params: idParamsSchema,
    handler: ({ db, auth, params }) => positionCoursesArticles(db, auth, params.id),
  }),
  ...(
    [
      ['user-kb-summary', kbSummary],
      ['user-read-articles', readArticles],
      ['user-assigned-articles', assignedArticles],
      ['user-assigned-courses', assignedCourses],
      ['user-read-courses', completedCourses],
      ['upcoming-assigned-items', upcomingItems],
    ] as const
  ).map(([path, view]) =>
    route({
      method: 'GET',
      url: `${BASE}/${path}/:id/`,
      app,
      params: idParamsSchema,
      handler: async ({ db, auth, params }) =>
        view(db, auth.companyId, await requireViewableStaff(db, auth, params.id)),
    }),
  ),
  route({
    method: 'GET',
    url: `${BASE}/assignments/`,
    app,
    handler: ({ db, auth }) => assignments(db, auth),
  }),
  route({
    method: 'GET',
    url: `${BASE}/kb-leaderboard/`,
    ...admin,
    query: leaderboardQuerySchema,
    handler: ({ db, auth, query }) => leaderboard(db, auth, query),
  }),
];
