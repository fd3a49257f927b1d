// The one way code asks for the support panel (the spec's chat helper). The panel itself is the
// shell's business: callers only dispatch a window event, so a crash handler or an API error path
// can prompt support without importing any UI. Crashes and rage clicks share one limit: at most one
// prompt per 10 minutes (spec shell §4, §9), remembered on the device across reloads.

export type SupportReason = 'crash' | 'rage-click' | 'server-error' | 'manual';

export const SUPPORT_PROMPT_EVENT = 'groundwork:support-prompt';
export const SUPPORT_PROMPT_INTERVAL_MS = 600_000;
const LAST_PROMPT_KEY = 'groundwork.support.lastPrompt';

export interface SupportPromptDetail {
  reason: SupportReason;
}

/** Pure rule of the limit: may we prompt at `now`, given the last prompt's time? */
export function canPromptAt(
  lastPromptAt: number | null,
  now: number,
  intervalMs = SUPPORT_PROMPT_INTERVAL_MS,
): boolean {
  return lastPromptAt === null || now - lastPromptAt >= intervalMs || now < lastPromptAt;
}

function readLastPrompt(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_PROMPT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeLastPrompt(now: number): void {
  try {
    localStorage.setItem(LAST_PROMPT_KEY, String(now));
  } catch {
    // Storage full or blocked: the prompt still shows, the limit just resets with the page.
  }
}

/** Opens the support panel now, whatever the limit says (a user asking for help). */
export function promptSupport(reason: SupportReason): void {
  console.info('[support] prompt', reason);
  window.dispatchEvent(new CustomEvent<SupportPromptDetail>(SUPPORT_PROMPT_EVENT, { detail: { reason } }));
}

/**
 * Prompts unless a limited prompt was shown less than 10 minutes ago. Returns whether it prompted.
 * Used for prompts the user did not ask for (crash screen, rage click).
 */
export function promptSupportLimited(reason: SupportReason, now = Date.now()): boolean {
  if (!canPromptAt(readLastPrompt(), now)) {
    console.info('[support] prompt skipped (limit)', reason);
    return false;
  }
  writeLastPrompt(now);
  promptSupport(reason);
  return true;
}

/** Subscribes to prompts; returns the unsubscribe function. */
export function onSupportPrompt(handler: (detail: SupportPromptDetail) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<SupportPromptDetail>).detail);
  window.addEventListener(SUPPORT_PROMPT_EVENT, listener);
  return () => window.removeEventListener(SUPPORT_PROMPT_EVENT, listener);
}
