// How a package's SCOs add up to one result for a person (issue 19), the same on the server (the
// attempts it presents, the list's status) and in the player (before the server has a commit):
// - a SCO is done when its content says so (1.2 lesson_status completed, passed or failed; 2004
//   completion_status completed), or once it is passed;
// - it is passed or failed by the manifest's pass mark when it has one and the SCO reported a score
//   (1.2 adlcp:masteryscore against score.raw; 2004 minNormalizedMeasure against score.scaled), as
//   an LMS must decide it (SCORM 1.2 RTE 3.4.4, 2004 RTE 4.2.22), else by what the SCO said;
// - the package is failed or passed once every SCO is done (failed if any SCO is), completed when
//   every SCO is done with no verdict, in progress once any SCO started; its score is the mean of the
//   SCOs' scores, as percentages.
// Free of zod, so the player and the service worker can take it without schemas.
import type { ScormItem, ScormProgressSummary, ScormSummary, ScormVersion } from './scorm';

export interface ScoOutcome {
  started: boolean;
  done: boolean;
  success: 'passed' | 'failed' | null;
  /** 0–100, or null when the SCO reported no score. */
  percent: number | null;
}

const DONE_12 = new Set(['completed', 'passed', 'failed']);

function percentOf(summary: ScormSummary, version: ScormVersion): number | null {
  if (summary.score_scaled !== null) return summary.score_scaled * 100;
  if (summary.score_raw === null) return null;
  // SCORM 1.2 scores run 0–100 unless the SCO says otherwise.
  if (summary.score_max) return (summary.score_raw / summary.score_max) * 100;
  return version === '1.2' ? summary.score_raw : null;
}

export function scoOutcome(version: ScormVersion, item: ScormItem | undefined, summary: ScormSummary): ScoOutcome {
  const percent = percentOf(summary, version);
  let success: ScoOutcome['success'] = null;
  let done: boolean;
  let started: boolean;
  if (version === '1.2') {
    const status = summary.lesson_status ?? '';
    started = status !== '' && status !== 'not attempted';
    done = DONE_12.has(status);
    if (item?.mastery_score != null && summary.score_raw !== null) {
      success = summary.score_raw >= item.mastery_score ? 'passed' : 'failed';
    } else if (status === 'passed' || status === 'failed') success = status;
  } else {
    const completion = summary.completion_status ?? '';
    started = completion === 'incomplete' || completion === 'completed' || summary.score_raw !== null;
    done = completion === 'completed';
    if (item?.scaled_passing_score != null && summary.score_scaled !== null) {
      success = summary.score_scaled >= item.scaled_passing_score ? 'passed' : 'failed';
    } else if (summary.success_status === 'passed' || summary.success_status === 'failed') {
      success = summary.success_status;
    }
  }
  if (success) started = true;
  if (success === 'passed') done = true;
  return { started, done, success, percent };
}

/** The SCOs of a package's items (those with a launch file). */
export const scosOf = (items: readonly ScormItem[]) => items.filter((item) => item.launch_path !== null && !item.asset);

export function rollUpScorm(
  version: ScormVersion,
  items: readonly ScormItem[],
  attempts: readonly (ScormSummary & { sco: string })[],
): ScormProgressSummary {
  const scos = scosOf(items);
  const outcomes = scos.map((item) => {
    const attempt = attempts.find((a) => a.sco === item.id);
    return attempt ? scoOutcome(version, item, attempt) : null;
  });
  const percents = outcomes.map((o) => o?.percent ?? null).filter((p): p is number => p !== null);
  const done = outcomes.filter((o) => o?.done).length;
  const allDone = scos.length > 0 && done === scos.length;
  let status: ScormProgressSummary['status'] = 'not_started';
  if (allDone && outcomes.some((o) => o?.success === 'failed')) status = 'failed';
  else if (allDone && outcomes.some((o) => o?.success === 'passed')) status = 'passed';
  else if (allDone) status = 'completed';
  else if (outcomes.some((o) => o?.started)) status = 'in_progress';
  return {
    status,
    completed_scos: done,
    total_scos: scos.length,
    score: percents.length ? Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 100) / 100 : null,
  };
}
