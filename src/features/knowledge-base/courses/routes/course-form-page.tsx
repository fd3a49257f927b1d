// /knowledgebase/courses/create and /knowledgebase/courses/:id/edit (and the /courses aliases): the
// course builder, new or loaded. After a save the course's page opens; cancel goes back to the
// courses admin list. KB admins only (src/app guards them).
import { useNavigate, useParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { useCourse } from '../api/get-course';
import { CourseForm } from '../components/course-form';
import { courseToForm, emptyCourse } from '../lib/course-form';

export const COURSES_ADMIN_PATH = '/knowledgebase/courses';
export const coursePath = (id: number) => `/knowledgebase/courses/${id}`;
/** The course opened at one of its items (a search hit). */
export const courseItemPath = (id: number, item: number) => `${coursePath(id)}?item=${item}`;

export function CreateCoursePage() {
  const navigate = useNavigate();
  return (
    <CourseForm
      course={null}
      initial={emptyCourse()}
      onSaved={(course) => navigate(coursePath(course.id))}
      onCancel={() => navigate(COURSES_ADMIN_PATH)}
    />
  );
}

export function EditCoursePage() {
  const navigate = useNavigate();
  const query = useCourse(Number(useParams().id));
  if (!query.data) return <LoadState query={query} />;
  return (
    <CourseForm
      key={query.data.id}
      course={query.data}
      initial={courseToForm(query.data)}
      onSaved={(course) => navigate(coursePath(course.id))}
      onCancel={() => navigate(coursePath(query.data.id))}
    />
  );
}
