// POST account/api/holidays/ (attendance, profile or company admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holiday } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { invalidateHolidays } from './holiday-cache';

export interface HolidayInput {
  name: string;
  date: string;
  end_date: string | null;
}

export function createHoliday(input: HolidayInput): Promise<Holiday> {
  return api<Holiday>(API_PATHS.holidays, { method: 'POST', body: input });
}

export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createHoliday, onSuccess: () => invalidateHolidays(queryClient) });
}
