// The launcher's runtime with the real scorm-again: a package calling window.API (SCORM 1.2) or
// window.API_1484_11 (2004) has every commit handed to onCommit (to the player, then the outbox), resumes from a saved
// state, and leaving mid-session commits what was set. Also the small readers of cmi data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newerState, progressOf } from '../features/knowledge-base/scorm/lib/progress';
import { commitCmi, installRuntime, resumeState } from './scorm-runtime';

type Api12 = {
  LMSInitialize(p: string): string;
  LMSSetValue(k: string, v: string): string;
  LMSGetValue(k: string): string;
  LMSCommit(p: string): string;
  LMSFinish(p: string): string;
};
type Api2004 = {
  Initialize(p: string): string;
  SetValue(k: string, v: string): string;
  GetValue(k: string): string;
  Commit(p: string): string;
  Terminate(p: string): string;
};
const host = window as unknown as { API?: Api12; API_1484_11?: Api2004 };
let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

describe('installRuntime', () => {
  it('puts window.API for SCORM 1.2 and hands each commit to onCommit', async () => {
    const onCommit = vi.fn();
    uninstall = await installRuntime({
      version: '1.2',
      learner: { id: '7', name: 'Doe, Sam' },
      resume: null,
      onCommit,
    });
    const api = host.API!;
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Doe, Sam');
    api.LMSSetValue('cmi.core.score.raw', '80');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    expect(api.LMSCommit('')).toBe('true');
    const cmi = onCommit.mock.lastCall![0] as Record<string, unknown>;
    expect(progressOf('1.2', cmi)).toEqual({ status: 'passed', score: 80, max: 100 });
    api.LMSFinish('');
    expect(onCommit.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('puts window.API_1484_11 for SCORM 2004, resumed from a saved state', async () => {
    const onCommit = vi.fn();
    const resume = { suspend_data: 'page=3', location: 'p3', completion_status: 'incomplete', learner_id: 'other' };
    uninstall = await installRuntime({ version: '2004', learner: { id: '7', name: 'Doe, Sam' }, resume, onCommit });
    const api = host.API_1484_11!;
    api.Initialize('');
    expect(api.GetValue('cmi.suspend_data')).toBe('page=3');
    expect(api.GetValue('cmi.location')).toBe('p3');
    // The saved state never overrides who the learner is.
    expect(api.GetValue('cmi.learner_id')).toBe('7');
    api.SetValue('cmi.success_status', 'failed');
    api.SetValue('cmi.score.raw', '20');
    api.Commit('');
    expect(progressOf('2004', onCommit.mock.lastCall![0] as Record<string, unknown>)).toEqual({
      status: 'failed',
      score: 20,
      max: null,
    });
  });

  it('commits what was set when the player closes mid-session, and removes the API', async () => {
    const onCommit = vi.fn();
    uninstall = await installRuntime({ version: '1.2', learner: { id: '1', name: 'A' }, resume: null, onCommit });
    host.API!.LMSInitialize('');
    host.API!.LMSSetValue('cmi.suspend_data', 'halfway');
    uninstall();
    uninstall = null;
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect((onCommit.mock.lastCall![0] as { suspend_data: string }).suspend_data).toBe('halfway');
    expect(host.API).toBeUndefined();
  });
});

describe('cmi helpers', () => {
  it('reads the cmi of a commit object and drops session-only fields from a resume', () => {
    expect(commitCmi({ cmi: { a: 1 } })).toEqual({ a: 1 });
    expect(commitCmi(['a=1'])).toBeNull();
    expect(
      resumeState('1.2', { core: { total_time: '0000:01:00', lesson_status: 'incomplete', student_id: 'x' } }),
    ).toEqual({
      core: { lesson_status: 'incomplete' },
    });
  });

  it('picks the newer of two states by commit time', () => {
    const a = { committed_at: '2026-01-01T10:00:00Z', n: 'a' };
    const b = { committed_at: '2026-01-01T09:00:00Z', n: 'b' };
    expect(newerState(a, b)?.n).toBe('a');
    expect(newerState(b, a)?.n).toBe('a');
    expect(newerState(undefined, b)?.n).toBe('b');
  });
});

describe('what the manifest gives the runtime (issue 19)', () => {
  it("gives a SCORM 2004 SCO its objectives and passes it by the manifest's minNormalizedMeasure", async () => {
    const onCommit = vi.fn();
    const onNavigate = vi.fn();
    uninstall = await installRuntime({
      version: '2004',
      learner: { id: '7', name: 'Doe, Sam' },
      resume: null,
      manifestData: {
        scaled_passing_score: '0.8',
        objectives: { '0': { id: 'PRIMARYOBJ' }, '1': { id: 'obj_playing' } },
      },
      onCommit,
      onNavigate,
    });
    const api = host.API_1484_11!;
    api.Initialize('');
    // The golf example looks its objectives up by id: they are there before it asks.
    expect(api.GetValue('cmi.objectives._count')).toBe('2');
    expect(api.GetValue('cmi.objectives.1.id')).toBe('obj_playing');
    expect(api.SetValue('cmi.objectives.1.score.scaled', '0.5')).toBe('true');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.score.scaled', '0.85');
    api.SetValue('adl.nav.request', 'continue');
    api.Terminate('');
    const cmi = onCommit.mock.lastCall![0] as { success_status: string };
    expect(cmi.success_status).toBe('passed');
    expect(onNavigate).toHaveBeenCalledWith('continue');
  });

  it('fails a SCORM 1.2 SCO under its mastery score, and completes one that never set a status', async () => {
    const onCommit = vi.fn();
    uninstall = await installRuntime({
      version: '1.2',
      learner: { id: '7', name: 'Doe, Sam' },
      resume: null,
      manifestData: { student_data: { mastery_score: '80' } },
      onCommit,
    });
    let api = host.API!;
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.student_data.mastery_score')).toBe('80');
    api.LMSSetValue('cmi.core.score.raw', '60');
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSFinish('');
    expect((onCommit.mock.lastCall![0] as { core: { lesson_status: string } }).core.lesson_status).toBe('failed');
    uninstall();

    uninstall = await installRuntime({ version: '1.2', learner: { id: '7', name: 'D' }, resume: null, onCommit });
    api = host.API!;
    api.LMSInitialize('');
    api.LMSFinish('');
    expect((onCommit.mock.lastCall![0] as { core: { lesson_status: string } }).core.lesson_status).toBe('completed');
  });

  it("sends the runtime's errors to onLog instead of anywhere a learner sees them", async () => {
    const onLog = vi.fn();
    uninstall = await installRuntime({
      version: '2004',
      learner: { id: '7', name: 'D' },
      resume: null,
      onCommit: () => {},
      onLog,
    });
    const api = host.API_1484_11!;
    api.Initialize('');
    expect(api.SetValue('cmi.objective.0.id', 'obj_playing')).toBe('false');
    expect(onLog).toHaveBeenCalledWith('error', expect.stringContaining('cmi.objective.0.id'));
  });
});
