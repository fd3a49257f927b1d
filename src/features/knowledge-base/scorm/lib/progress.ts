// What a learner is shown of a SCORM state before the server has it: the status and the score,
// read by the same reader the server stores them with (contract/scorm.ts summarizeCmi).
import { summarizeCmi, type ScormVersion } from '../../../../../contract/scorm';

export interface ScormProgress {
  status: string | null;
  score: number | null;
  max: number | null;
}

export function progressOf(version: ScormVersion, cmi: Record<string, unknown>): ScormProgress {
  const s = summarizeCmi(version, cmi);
  const success = s.success_status !== 'unknown' ? s.success_status : null;
  return { status: s.lesson_status ?? success ?? s.completion_status, score: s.score_raw, max: s.score_max };
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
