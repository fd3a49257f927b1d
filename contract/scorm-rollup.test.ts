// How SCOs add up to a package's result: the manifest's pass mark decides over what a SCO says,
// a passed SCO is done, assets count for nothing, and a package is passed or failed only once every
// SCO is done.
import { describe, expect, it } from 'vitest';
import { rollUpScorm, scoOutcome } from './scorm-rollup';
import { summarizeCmi, type ScormItem } from './scorm';

const sco = (id: string, extra: Partial<ScormItem> = {}): ScormItem => ({
  id,
  title: id,
  depth: 0,
  launch_path: `${id}.html`,
  ...extra,
});

describe('scoOutcome', () => {
  it("takes the manifest's pass mark over the SCO's own verdict", () => {
    const said = summarizeCmi('1.2', { core: { lesson_status: 'passed', score: { raw: '50' } } });
    expect(scoOutcome('1.2', sco('q', { mastery_score: 80 }), said)).toMatchObject({ success: 'failed', done: true });
    const scaled = summarizeCmi('2004', { success_status: 'failed', score: { scaled: '0.9' } });
    expect(scoOutcome('2004', sco('q', { scaled_passing_score: 0.8 }), scaled)).toMatchObject({
      success: 'passed',
      done: true,
      percent: 90,
    });
  });

  it('reads a SCO with no pass mark by what it said', () => {
    const incomplete = summarizeCmi('2004', { completion_status: 'incomplete' });
    expect(scoOutcome('2004', sco('a'), incomplete)).toEqual({
      started: true,
      done: false,
      success: null,
      percent: null,
    });
    const untouched = summarizeCmi('1.2', { core: { lesson_status: 'not attempted' } });
    expect(scoOutcome('1.2', sco('a'), untouched)).toMatchObject({ started: false, done: false });
  });
});

describe('rollUpScorm', () => {
  const items = [sco('a'), sco('quiz', { scaled_passing_score: 0.7 }), sco('pdf', { asset: true })];
  const at = (id: string, cmi: Record<string, unknown>) => ({ sco: id, ...summarizeCmi('2004', cmi) });

  it('waits for every SCO (assets aside) before passing or failing the package', () => {
    const quiz = at('quiz', { completion_status: 'completed', score: { scaled: '0.5' } });
    expect(rollUpScorm('2004', items, [quiz])).toEqual({
      status: 'in_progress',
      completed_scos: 1,
      total_scos: 2,
      score: 50,
    });
    const page = at('a', { completion_status: 'completed' });
    expect(rollUpScorm('2004', items, [quiz, page]).status).toBe('failed');
    const retaken = at('quiz', { completion_status: 'completed', score: { scaled: '0.75' } });
    expect(rollUpScorm('2004', items, [retaken, page])).toMatchObject({ status: 'passed', score: 75 });
  });

  it('is completed, not passed, when no SCO gives a verdict, and not started with nothing', () => {
    const done = [at('a', { completion_status: 'completed' }), at('quiz', { completion_status: 'completed' })];
    expect(rollUpScorm('2004', items, done).status).toBe('completed');
    expect(rollUpScorm('2004', items, []).status).toBe('not_started');
  });
});
