// Courses kept on the device (the offline_content table, ARCHITECTURE.md): every course a person
// opens is stored as the server last answered it, with what they did offline laid over it, so a
// course already opened can be read and completed after a reload with no network. Per user and
// company, like the outbox.
import type { AssignedCourse, Course } from '../../../../../contract/courses';
import { getSession } from '../../../../api/session';
import { userDatabase } from '../../../../offline/db';

const key = (id: number) => `course:${id}`;

function database() {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

/**
 * Keeps the course on the device and returns the bytes it takes; rejects when it cannot (a full disk),
 * for the download manager, which must say so.
 */
export async function keepCourse(course: Course): Promise<number> {
  const data = JSON.stringify(course);
  await database()?.offline_content.put({
    key: key(course.id),
    kind: 'course',
    data: course,
    downloaded_at: Date.now(),
  });
  return new TextEncoder().encode(data).length;
}

/** Keeps the course on the device; a full or failing store never fails the screen. */
export async function storeCourse(course: Course): Promise<void> {
  try {
    await keepCourse(course);
  } catch {
    // Quota or a closed database: the course still shows; it is just not kept for offline use.
  }
}

export async function storedCourse(id: number): Promise<Course | undefined> {
  return (await storedCourseCopy(id))?.course;
}

/** The kept copy with when it was kept. */
export async function storedCourseCopy(id: number): Promise<{ course: Course; keptAt: number } | undefined> {
  try {
    const row = await database()?.offline_content.get(key(id));
    return row ? { course: row.data as Course, keptAt: row.downloaded_at } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When the copy a query answered with instead of the server's was kept ("Offline — as of", issue 18),
 * by query name: set when the network failed and a kept copy answered, cleared when the server does.
 */
const answeredFromDevice = new Map<string, number>();

export function noteAnswer(query: string, keptAt: number | null): void {
  if (keptAt === null) answeredFromDevice.delete(query);
  else answeredFromDevice.set(query, keptAt);
}

/** When the copy the query last answered with was kept, or undefined when the server answered. */
export function keptCopyTime(query: string): number | undefined {
  return answeredFromDevice.get(query);
}

export const ASSIGNED_KEY = 'assigned-courses';

/** Keeps the last list of assigned courses the server gave (the Assigned Courses screen offline). */
export async function storeAssignedCourses(list: AssignedCourse[]): Promise<void> {
  noteAnswer(ASSIGNED_KEY, null);
  try {
    await database()?.offline_content.put({
      key: ASSIGNED_KEY,
      kind: 'assigned-courses',
      data: list,
      downloaded_at: Date.now(),
    });
  } catch {
    // As storeCourse: the screen still shows; only the offline copy is missing.
  }
}

/**
 * The kept list, each course's progress taken from its kept copy when there is one: that copy shows
 * what was done on this device since (reads and acknowledgements not yet sent).
 */
export async function storedAssignedCourses(): Promise<AssignedCourse[] | undefined> {
  try {
    const row = await database()?.offline_content.get(ASSIGNED_KEY);
    const list = row?.data as AssignedCourse[] | undefined;
    if (!row || !list) return undefined;
    noteAnswer(ASSIGNED_KEY, row.downloaded_at);
    const copies = await Promise.all(list.map((c) => storedCourse(c.id)));
    return list.map((course, i) => {
      const copy = copies[i];
      if (!copy) return course;
      const { completed_items, total_items } = copy.progress;
      const percent = total_items ? Math.round((completed_items / total_items) * 100) : course.progress.percent;
      return { ...course, progress: { ...course.progress, ...copy.progress, percent } };
    });
  } catch {
    return undefined;
  }
}
