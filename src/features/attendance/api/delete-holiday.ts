// DELETE account/api/holidays/{id}/.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { invalidateHolidays } from './holiday-cache';

export function deleteHoliday(id: number): Promise<void> {
  return api<void>(API_PATHS.holidayDetail(id), { method: 'DELETE' });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHoliday, onSuccess: () => invalidateHolidays(queryClient) });
}
