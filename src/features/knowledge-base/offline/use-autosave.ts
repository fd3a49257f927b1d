// Keeps the article form on the device while the author types (article-autosave.ts): every change is
// scheduled, and a hidden tab, a page being unloaded or the form losing focus writes it at once (an
// unloading page also keeps a synchronous copy, see rescueAutosave).
import { useEffect, useMemo } from 'react';
import { onPageLeaving } from '../../../lib/page-leaving';
import { AutosaveScheduler } from './autosave-scheduler';
import { clearAutosave, rescueAutosave, writeAutosave, type AutosaveContent } from './article-autosave';

export interface Autosave {
  /** Call on every change of the form. */
  change(content: AutosaveContent): void;
  /** Writes the waiting change now (e.g. on blur). */
  flush(): Promise<void>;
  /** Forgets the saved form: after a save or a cancel. */
  clear(): Promise<void>;
}

export function useAutosave(key: string | null): Autosave {
  const scheduler = useMemo(
    () => (key ? new AutosaveScheduler<AutosaveContent>((content) => writeAutosave(key, content)) : null),
    [key],
  );

  useEffect(() => {
    if (!scheduler) return;
    // After the editor has handed over its last keys (page-leaving.ts runs hand-overs first).
    const stop = onPageLeaving('keep', (leaving) => {
      // An unloading page may be gone before IndexedDB commits: keep a synchronous copy too.
      const unsaved = scheduler.unsaved;
      if (leaving === 'pagehide' && key && unsaved) rescueAutosave(key, unsaved);
      void scheduler.flush();
    });
    return () => {
      stop();
      // Leaving the form by navigation keeps what was typed.
      void scheduler.flush();
    };
  }, [scheduler, key]);

  return useMemo(
    () => ({
      change: (content) => scheduler?.schedule(content),
      flush: () => scheduler?.flush() ?? Promise.resolve(),
      clear: async () => {
        scheduler?.cancel();
        // A write already running finishes first, so it cannot bring the form back after the clear.
        await scheduler?.flush();
        if (key) await clearAutosave(key);
      },
    }),
    [scheduler, key],
  );
}
