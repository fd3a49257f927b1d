// What a learner and an admin are shown of a SCORM state: the status and the score, read from the
// cmi data the same way the server reads it (SCORM 1.2 cmi.core.*, 2004 cmi.*).
import type { ScormVersion } from '../../../../../contract/scorm';

type Cmi = Record<string, unknown>;

export interface ScormProgress {
  status: string | null;
  score: number | null;
  max: number | null;
}

const at = (cmi: Cmi, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Cmi)[k] : undefined), cmi);
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function progressOf(version: ScormVersion, cmi: Cmi): ScormProgress {
  if (version === '1.2') {
    return {
      status: str(at(cmi, 'core.lesson_status')),
      score: num(at(cmi, 'core.score.raw')),
      max: num(at(cmi, 'core.score.max')),
    };
  }
  const success = str(at(cmi, 'success_status'));
  return {
    status: success && success !== 'unknown' ? success : str(at(cmi, 'completion_status')),
    score: num(at(cmi, 'score.raw')),
    max: num(at(cmi, 'score.max')),
  };
}

/** The newer of two saved states by their commit time (the device's waiting one usually). */
export function newerState<T extends { committed_at: string | null }>(
  a: T | undefined,
  b: T | undefined,
): T | undefined {
  if (!a?.committed_at) return b ?? a;
  if (!b?.committed_at) return a;
  return Date.parse(a.committed_at) >= Date.parse(b.committed_at) ? a : b;
}
