// The screen's stat filter, read from and written to the URL (lib/stat-filter.ts). Changing any
// filter starts again at page one; the address is replaced, not pushed, so Back leaves the screen
// instead of stepping through every keystroke.
import { useSearchParams } from 'react-router-dom';
import { readStatFilter, STAT_FILTER_PARAMS, writeStatFilter, type StatFilter } from './stat-filter';

export function useStatFilter(defaults: Partial<StatFilter> = {}) {
  const [params, setParams] = useSearchParams();
  const filter = readStatFilter(params, defaults);
  const update = (patch: Partial<StatFilter>) => {
    // The screen's own parameters (e.g. the List's view) stay as they are.
    const next = new URLSearchParams(params);
    for (const key of STAT_FILTER_PARAMS) next.delete(key);
    for (const [key, value] of writeStatFilter({ ...filter, page: 1, ...patch }, defaults)) next.set(key, value);
    setParams(next, { replace: true });
  };
  return [filter, update] as const;
}
