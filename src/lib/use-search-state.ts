// A list screen's filters kept in the URL (so a reload, a shared link or Back shows the same page).
// Changing a filter goes back to page 1. Shared by list screens.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === undefined || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, page, set };
}
