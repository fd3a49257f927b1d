// The root of every course and quiz query key, under the knowledge base's: a saved article refreshes
// the courses that hold it, and a saved course or a reading refreshes every course list and view.
import { KB_KEY } from '../../api/kb-key';

export const COURSES_KEY = [...KB_KEY, 'courses'] as const;
