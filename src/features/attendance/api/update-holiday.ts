// PATCH account/api/holidays/{id}/.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holiday } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import type { HolidayInput } from './create-holiday';
import { invalidateHolidays } from './holiday-cache';

export function updateHoliday({ id, patch }: { id: number; patch: Partial<HolidayInput> }): Promise<Holiday> {
  return api<Holiday>(API_PATHS.holidayDetail(id), { method: 'PATCH', body: patch });
}

export function useUpdateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHoliday, onSuccess: () => invalidateHolidays(queryClient) });
}
