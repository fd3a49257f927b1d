// The player's reading of a package's SCOs: where a learner starts, flow navigation that skips the
// headings, and the package's progress from the SCOs' states before the server has them.
import { describe, expect, it } from 'vitest';
import type { ScormItem } from '../../../../../contract/scorm';
import { firstToPlay, progressOfStates, stepFrom } from './sco-states';

const items: ScormItem[] = [
  { id: 'part1', title: 'Part 1', depth: 0, launch_path: null },
  { id: 'a', title: 'A', depth: 1, launch_path: 'a.html' },
  { id: 'quiz', title: 'Quiz', depth: 1, launch_path: 'q.html', mastery_score: 80 },
  { id: 'part2', title: 'Part 2', depth: 0, launch_path: null },
  { id: 'b', title: 'B', depth: 1, launch_path: 'b.html' },
];
const at = (cmi: Record<string, unknown>) => ({ cmi, committed_at: '2026-03-01T10:00:00Z' });

describe('SCO states', () => {
  it('starts at the first SCO not done, and steps over headings', () => {
    expect(firstToPlay('1.2', items, {})!.id).toBe('a');
    expect(firstToPlay('1.2', items, { a: at({ core: { lesson_status: 'completed' } }) })!.id).toBe('quiz');
    expect(stepFrom(items, 'quiz', 1)!.id).toBe('b');
    expect(stepFrom(items, 'b', -1)!.id).toBe('quiz');
    expect(stepFrom(items, 'a', -1)).toBeUndefined();
    expect(stepFrom(items, 'b', 1)).toBeUndefined();
  });

  it("rolls the package up with the manifest's pass mark", () => {
    const done = { core: { lesson_status: 'completed' } };
    expect(progressOfStates('1.2', items, { a: at(done) })).toMatchObject({ status: 'in_progress', completed_scos: 1 });
    const states = {
      a: at(done),
      b: at(done),
      quiz: at({ core: { lesson_status: 'completed', score: { raw: '70' } } }),
    };
    expect(progressOfStates('1.2', items, states)).toEqual({
      status: 'failed',
      completed_scos: 3,
      total_scos: 3,
      score: 70,
    });
  });
});
