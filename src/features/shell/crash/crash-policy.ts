// Which crashes the error boundary treats as recognised, and the auto-reload limit (spec shell §4,
// §9): a recognised crash reloads the page at most 2 times within 60,000 ms; after that the
// friendly crash screen stays. These crashes are the ones a fresh page usually cures: a stale lazy
// chunk after a deploy, a half-parsed script, or state that went null while loading.

export const CRASH_RELOAD_LIMIT = 2;
export const CRASH_RELOAD_WINDOW_MS = 60_000;

const RECOGNISED: readonly RegExp[] = [
  // Null access, in Chromium and in Safari wording.
  /Cannot read propert(?:y|ies) of (?:null|undefined)/i,
  /Cannot set propert(?:y|ies) of (?:null|undefined)/i,
  /(?:null|undefined) is not an object/i,
  /is not a function/i,
  /Cannot destructure/i,
  /is not defined/i,
  // A lazy chunk that no longer exists (Chromium, Firefox, Safari, webpack-style names).
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (?:CSS )?chunk/i,
  /SyntaxError/,
  /Unexpected token/i,
];

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return '';
}

export function isRecognisedCrash(error: unknown): boolean {
  const text = describe(error);
  return text !== '' && RECOGNISED.some((pattern) => pattern.test(text));
}

/**
 * Pure rule of the reload limit: given the times of earlier automatic reloads, may the page reload
 * now? Returns the history to keep (only reloads inside the window, plus this one when allowed).
 */
export function decideReload(
  history: readonly number[],
  now: number,
  limit = CRASH_RELOAD_LIMIT,
  windowMs = CRASH_RELOAD_WINDOW_MS,
): { reload: boolean; history: number[] } {
  const recent = history.filter((at) => now - at < windowMs && at <= now);
  if (recent.length >= limit) return { reload: false, history: recent };
  return { reload: true, history: [...recent, now] };
}
