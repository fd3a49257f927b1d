// The manifest's data for a SCO, as the runtime is given it: 1.2 mastery score and launch data, 2004
// pass mark, completion threshold and objectives in order; nothing when the manifest says nothing.
import { describe, expect, it } from 'vitest';
import { manifestDataOf } from './manifest-data';

const sco = { id: 'q', title: 'Quiz', depth: 0, launch_path: 'q.html' };

describe('manifestDataOf', () => {
  it('gives a SCORM 1.2 SCO its mastery score and launch data', () => {
    expect(manifestDataOf('1.2', { ...sco, mastery_score: 80, launch_data: 'level=2' })).toEqual({
      student_data: { mastery_score: '80' },
      launch_data: 'level=2',
    });
  });

  it('gives a SCORM 2004 SCO its pass mark, threshold and objectives by index', () => {
    expect(
      manifestDataOf('2004', { ...sco, scaled_passing_score: 0.8, completion_threshold: 0.5, objectives: ['p', 'o1'] }),
    ).toEqual({
      scaled_passing_score: '0.8',
      completion_threshold: '0.5',
      objectives: { '0': { id: 'p' }, '1': { id: 'o1' } },
    });
  });

  it('gives nothing when the manifest says nothing', () => {
    expect(manifestDataOf('1.2', sco)).toBeNull();
    expect(manifestDataOf('2004', { ...sco, mastery_score: 80, objectives: [] })).toBeNull();
  });
});
