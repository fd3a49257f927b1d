// What must happen when the page is hidden or goes away, in a fixed order whatever order the
// listeners were added in: first what hands over unsent input (an editor's last keys), then what
// keeps it (the form's autosave and its synchronous rescue copy). Chromium calls a target's own
// listeners in the order they were added, capturing or not, and a listener added again (an effect
// that re-ran) runs last: a closing tab then saved the form before the editor had handed over the
// words typed in its last moments, and lost them.

/** 'pagehide': the page is being unloaded (no time for IndexedDB); 'hidden': the tab was hidden. */
export type Leaving = 'pagehide' | 'hidden';
type Phase = 'handOver' | 'keep';
type Listener = (leaving: Leaving) => void;

const listeners: Record<Phase, Set<Listener>> = { handOver: new Set(), keep: new Set() };
let installed = false;

function leave(leaving: Leaving): void {
  for (const listener of [...listeners.handOver]) listener(leaving);
  for (const listener of [...listeners.keep]) listener(leaving);
}

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('pagehide', () => leave('pagehide'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave('hidden');
  });
}

/**
 * Calls `listener` when the page is hidden or goes away: 'handOver' listeners (input not yet passed
 * on) all run before 'keep' listeners (what stores it). Answers the function that stops it.
 */
export function onPageLeaving(phase: Phase, listener: Listener): () => void {
  install();
  listeners[phase].add(listener);
  return () => listeners[phase].delete(listener);
}
