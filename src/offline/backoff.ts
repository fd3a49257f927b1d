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
