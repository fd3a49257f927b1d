// The course builder's form (spec knowledge-base §2 Course builder, §3 Course and its errors): its
// values, the request a save sends (edits send only what changed), the §3 course errors checked
// before sending (courseName, courseCategory, coursePriority, courseSections; the server checks the
// same and its 400 fields map onto them), and the section operations: add, remove, reorder sections
// and items, and reset to a single empty section.
import type { Course, CourseCreate, CourseUpdate } from '../../../../../contract/courses';
import {
  COURSE_CATEGORY_REQUIRED,
  COURSE_NAME_REQUIRED,
  COURSE_PRIORITY_DEFAULT,
  COURSE_PRIORITY_INVALID,
  COURSE_PRIORITY_MAX,
  COURSE_SECTION_TITLE_REQUIRED,
  COURSE_SECTIONS_REQUIRED,
} from '../../../../../contract/courses-constants';

export interface FormItem {
  /** Stable key for React and drag and drop (items have no id before they are saved). */
  key: string;
  article: number | null;
  quiz: number | null;
  title: string;
}
export interface FormSection {
  key: string;
  title: string;
  items: FormItem[];
}

export interface CourseFormValues {
  name: string;
  category: number | null;
  description: string;
  /** Text while typed, so "" and "-1" can be told apart from 0 and named by coursePriority. */
  priority: string;
  division: number[];
  individuals: number[];
  assigned_positions: number[];
  assigned_responsibilities: number[];
  is_assigned_to_everyone: boolean;
  has_certificate: boolean;
  reassign_month_duration: number;
  due_days: number | null;
  is_scorm: boolean;
  scorm_file_url: string;
  sections: FormSection[];
}

/** §3: the builder's errors by name. */
export type CourseErrors = Partial<
  Record<'courseName' | 'courseCategory' | 'coursePriority' | 'courseSections', string[]>
>;

let keys = 0;
export const newKey = (prefix: string) => `${prefix}-${++keys}`;

/** §2: "Reset returns to a single empty section." */
export const emptySections = (): FormSection[] => [{ key: newKey('section'), title: '', items: [] }];

export function emptyCourse(): CourseFormValues {
  return {
    name: '',
    category: null,
    description: '',
    priority: String(COURSE_PRIORITY_DEFAULT),
    division: [],
    individuals: [],
    assigned_positions: [],
    assigned_responsibilities: [],
    is_assigned_to_everyone: false,
    has_certificate: false,
    reassign_month_duration: 0,
    due_days: null,
    is_scorm: false,
    scorm_file_url: '',
    sections: emptySections(),
  };
}

export function courseToForm(course: Course): CourseFormValues {
  return {
    name: course.name,
    category: course.category,
    description: course.description,
    priority: String(course.priority),
    division: course.division,
    individuals: course.individuals,
    assigned_positions: course.assigned_positions,
    assigned_responsibilities: course.assigned_responsibilities,
    is_assigned_to_everyone: course.is_assigned_to_everyone,
    has_certificate: course.has_certificate,
    reassign_month_duration: course.reassign_month_duration,
    due_days: course.due_days,
    is_scorm: course.is_scorm,
    scorm_file_url: course.scorm_file_url ?? '',
    sections: course.sections.map((s) => ({
      key: newKey('section'),
      title: s.title,
      items: s.section_items.map((i) => ({ key: newKey('item'), article: i.article, quiz: i.quiz, title: i.title })),
    })),
  };
}

const priorityOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The §3 course errors of the form; empty when it can be saved. */
export function courseErrors(values: CourseFormValues): CourseErrors {
  const errors: CourseErrors = {};
  if (!values.name.trim()) errors.courseName = [COURSE_NAME_REQUIRED];
  if (values.category === null) errors.courseCategory = [COURSE_CATEGORY_REQUIRED];
  const priority = priorityOf(values.priority);
  if (!Number.isInteger(priority) || priority > COURSE_PRIORITY_MAX) errors.coursePriority = [COURSE_PRIORITY_INVALID];
  const sections: string[] = [];
  if (values.sections.every((s) => s.items.length === 0)) sections.push(COURSE_SECTIONS_REQUIRED);
  if (values.sections.some((s) => !s.title.trim())) sections.push(COURSE_SECTION_TITLE_REQUIRED);
  if (sections.length) errors.courseSections = sections;
  return errors;
}

const ERROR_FIELDS: Record<keyof CourseErrors, (keyof CourseFormValues)[]> = {
  courseName: ['name'],
  courseCategory: ['category'],
  coursePriority: ['priority'],
  courseSections: ['sections'],
};

/**
 * The errors to show now (issue 20: they stayed after the fields were fixed): an error whose fields
 * have changed since it was found is checked again on the current values — gone once fixed, still
 * there (the current message) if not; the others stay as found, the server's among them.
 */
export function currentCourseErrors(
  found: CourseErrors,
  foundFor: CourseFormValues,
  values: CourseFormValues,
): CourseErrors {
  const now = courseErrors(values);
  const errors: CourseErrors = {};
  for (const [name, messages] of Object.entries(found) as [keyof CourseErrors, string[]][]) {
    const changed = ERROR_FIELDS[name].some((field) => foundFor[field] !== values[field]);
    const shown = changed ? now[name] : messages;
    if (shown?.length) errors[name] = shown;
  }
  return errors;
}

/** The server's 400 fields as the builder's error names. */
export function serverCourseErrors(fields: Record<string, string[]>): CourseErrors {
  const map = {
    name: 'courseName',
    category: 'courseCategory',
    priority: 'coursePriority',
    sections: 'courseSections',
  };
  const errors: CourseErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const name = map[field.split('.')[0] as keyof typeof map];
    if (name) errors[name as keyof CourseErrors] = [...(errors[name as keyof CourseErrors] ?? []), ...messages];
  }
  return errors;
}

export function toCourseRequest(values: CourseFormValues): CourseCreate & { category: number | null } {
  return {
    name: values.name.trim(),
    category: values.category,
    description: values.description,
    priority: priorityOf(values.priority),
    division: values.division,
    individuals: values.individuals,
    assigned_positions: values.assigned_positions,
    assigned_responsibilities: values.assigned_responsibilities,
    is_assigned_to_everyone: values.is_assigned_to_everyone,
    has_certificate: values.has_certificate,
    reassign_month_duration: values.reassign_month_duration,
    due_days: values.due_days,
    is_scorm: values.is_scorm,
    scorm_file_url: values.is_scorm && values.scorm_file_url.trim() ? values.scorm_file_url.trim() : null,
    sections: values.sections.map((s) => ({
      title: s.title.trim(),
      section_items: s.items.map((i) => (i.article !== null ? { article: i.article } : { quiz: i.quiz! })),
    })),
  };
}

/** Only the fields that differ from the course as loaded (§4 "Editing sends only changed fields"). */
export function changedCourseFields(initial: CourseFormValues, values: CourseFormValues): CourseUpdate {
  const before = toCourseRequest(initial) as Record<string, unknown>;
  const after = toCourseRequest(values) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  ) as CourseUpdate;
}

/** Moves the element at `from` to `to` (both in range); answers a new array. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Moves an item to another place, within its section or into another one. */
export function moveItem(
  sections: readonly FormSection[],
  itemKey: string,
  target: { section: string; index: number },
): FormSection[] {
  const from = sections.find((s) => s.items.some((i) => i.key === itemKey));
  const item = from?.items.find((i) => i.key === itemKey);
  if (!from || !item) return [...sections];
  const without = sections.map((s) => (s === from ? { ...s, items: s.items.filter((i) => i.key !== itemKey) } : s));
  return without.map((s) => {
    if (s.key !== target.section) return s;
    const items = [...s.items];
    items.splice(Math.max(0, Math.min(target.index, items.length)), 0, item);
    return { ...s, items };
  });
}
