// The screen's stat filter, read from and written to the URL (lib/stat-filter.ts). Changing any
// filter starts again at page one; the address is replaced, not pushed, so Back leaves the screen
// instead of stepping through every keystroke.
import { useSearchParams } from 'react-router-dom';
import { readStatFilter, writeStatFilter, type StatFilter } from './stat-filter';

export function useStatFilter(defaults: Partial<StatFilter> = {}) {
  const [params, setParams] = useSearchParams();
  const filter = readStatFilter(params, defaults);
  const update = (patch: Partial<StatFilter>) => {
    const next = { ...filter, page: 1, ...patch };
    setParams(writeStatFilter(next, defaults), { replace: true });
  };
  return [filter, update] as const;
}
