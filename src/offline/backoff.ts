// Retry delay for a change the server could not take yet: exponential with "equal jitter"
// (half fixed, half random), so many devices coming back online at once do not retry in step.
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Delay before attempt number `attempts + 1`, given `attempts` failures so far (≥ 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * When a waiting change is due, at most BACKOFF_MAX_MS after `now`. Retry times are device clock
 * times: a clock set back (by hours, or to a year in the past) leaves a time written before it far
 * in the future, and the first change in line, with everything behind it, would hold until then.
 * No change is ever meant to wait longer than the retry cap, so a later time is brought back to it.
 */
export function boundedDueAt(dueAt: number, now: number): number {
  return Math.min(dueAt, now + BACKOFF_MAX_MS);
}
