// Courses kept on the device (the offline_content table, ARCHITECTURE.md): every course a person
// opens is stored as the server last answered it, with what they did offline laid over it, so a
// course already opened can be read and completed after a reload with no network. Per user and
// company, like the outbox.
import type { Course } from '../../../../../contract/courses';
import { getSession } from '../../../../api/session';
import { userDatabase } from '../../../../offline/db';

const key = (id: number) => `course:${id}`;

function database() {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

/** Keeps the course on the device; a full or failing store never fails the screen. */
export async function storeCourse(course: Course): Promise<void> {
  try {
    await database()?.offline_content.put({
      key: key(course.id),
      kind: 'course',
      data: course,
      downloaded_at: Date.now(),
    });
  } catch {
    // Quota or a closed database: the course still shows; it is just not kept for offline use.
  }
}

export async function storedCourse(id: number): Promise<Course | undefined> {
  try {
    return (await database()?.offline_content.get(key(id)))?.data as Course | undefined;
  } catch {
    return undefined;
  }
}
