// The course builder's rules without a screen: the §3 course errors by name, the server's 400 fields
// mapped onto them, only changed fields in an edit, and the section moves (reorder, move across
// sections, reset to one empty section).
import { describe, expect, it } from 'vitest';
import {
  COURSE_CATEGORY_REQUIRED,
  COURSE_NAME_REQUIRED,
  COURSE_PRIORITY_INVALID,
  COURSE_SECTION_TITLE_REQUIRED,
  COURSE_SECTIONS_REQUIRED,
} from '../../../../../contract/courses-constants';
import {
  changedCourseFields,
  courseErrors,
  emptyCourse,
  emptySections,
  move,
  moveItem,
  serverCourseErrors,
  toCourseRequest,
  type FormSection,
} from './course-form';

const item = (key: string, article: number) => ({ key, article, quiz: null, title: key });

describe('course errors (§3)', () => {
  it('names courseName, courseCategory, coursePriority and courseSections', () => {
    expect(courseErrors({ ...emptyCourse(), priority: '-1' })).toEqual({
      courseName: [COURSE_NAME_REQUIRED],
      courseCategory: [COURSE_CATEGORY_REQUIRED],
      coursePriority: [COURSE_PRIORITY_INVALID],
      courseSections: [COURSE_SECTIONS_REQUIRED, COURSE_SECTION_TITLE_REQUIRED],
    });
    expect(courseErrors({ ...emptyCourse(), priority: '' }).coursePriority).toEqual([COURSE_PRIORITY_INVALID]);
    const ok = {
      ...emptyCourse(),
      name: 'Induction',
      category: 3,
      sections: [{ key: 's', title: 'Start', items: [item('a', 1)] }],
    };
    expect(courseErrors(ok)).toEqual({});
    expect(toCourseRequest(ok)).toMatchObject({
      priority: 0,
      sections: [{ title: 'Start', section_items: [{ article: 1 }] }],
    });
  });

  it("maps the server's fields onto the builder's error names", () => {
    expect(
      serverCourseErrors({ name: ['a'], category: ['b'], priority: ['c'], 'sections.0.title': ['d'], x: ['e'] }),
    ).toEqual({
      courseName: ['a'],
      courseCategory: ['b'],
      coursePriority: ['c'],
      courseSections: ['d'],
    });
  });

  it('an edit sends only what changed', () => {
    const initial = {
      ...emptyCourse(),
      name: 'A',
      category: 1,
      sections: [{ key: 's', title: 'S', items: [item('a', 1)] }],
    };
    expect(changedCourseFields(initial, { ...initial, priority: '4', has_certificate: true })).toEqual({
      priority: 4,
      has_certificate: true,
    });
    expect(changedCourseFields(initial, initial)).toEqual({});
  });
});

describe('sections', () => {
  const sections: FormSection[] = [
    { key: 's1', title: 'One', items: [item('a', 1), item('b', 2)] },
    { key: 's2', title: 'Two', items: [item('c', 3)] },
  ];

  it('moves sections and items, within and across sections', () => {
    expect(move(sections, 1, 0).map((s) => s.key)).toEqual(['s2', 's1']);
    expect(moveItem(sections, 'a', { section: 's1', index: 1 })[0]!.items.map((i) => i.key)).toEqual(['b', 'a']);
    const across = moveItem(sections, 'b', { section: 's2', index: 0 });
    expect(across.map((s) => s.items.map((i) => i.key))).toEqual([['a'], ['b', 'c']]);
  });

  it('reset returns to a single empty section', () => {
    expect(emptySections()).toEqual([{ key: expect.any(String), title: '', items: [] }]);
  });
});
