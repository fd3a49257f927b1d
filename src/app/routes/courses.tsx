// Route components of the courses (spec knowledge base §2): Assigned Courses, the Courses Admin list,
// the course builder (create and edit) and the course view and reader. A chunk of their own, apart
// from the articles'. Every screen needs the knowledge_base app; the admin list and builder a KB admin.
import type { ReactNode } from 'react';
import { KnowledgeBaseRequired } from '../../features/knowledge-base/components/knowledge-base-required';
import { AssignedCoursesPage } from '../../features/knowledge-base/courses/routes/assigned-courses-page';
import { CreateCoursePage, EditCoursePage } from '../../features/knowledge-base/courses/routes/course-form-page';
import { CoursePage } from '../../features/knowledge-base/courses/routes/course-page';
import { CoursesAdminPage } from '../../features/knowledge-base/courses/routes/courses-admin-page';

const guarded = (page: ReactNode, admin = false) => <KnowledgeBaseRequired admin={admin}>{page}</KnowledgeBaseRequired>;

export const AssignedCoursesRoute = () => guarded(<AssignedCoursesPage />);
export const CoursesAdminRoute = () => guarded(<CoursesAdminPage />, true);
export const CreateCourseRoute = () => guarded(<CreateCoursePage />, true);
export const EditCourseRoute = () => guarded(<EditCoursePage />, true);
export const CourseRoute = () => guarded(<CoursePage />);
