// GET inout/api/shift-templates/: the company's template weeks, for Apply template.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { ShiftTemplate } from '../../../../contract/shifts';
import { api } from '../../../api/client';

export function getShiftTemplatesQueryOptions() {
  return queryOptions({
    queryKey: ['shift-templates'],
    queryFn: async ({ signal }) =>
      (await api<{ results: ShiftTemplate[] }>(API_PATHS.shiftTemplates, { signal })).results,
  });
}

export function useShiftTemplates() {
  return useQuery(getShiftTemplatesQueryOptions());
}
