// PUT inout/api/time-clock-settings/ (assignment admin or company admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeClockSettings, TimeClockSettingsInput } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getTimeClockSettingsQueryOptions } from './get-time-clock-settings';
import { putAnswer } from '../../../api/query-answer';

/** Answers the settings as stored (an empty accuracy limit, null, comes back as 0). */
export function updateTimeClockSettings(settings: TimeClockSettingsInput): Promise<TimeClockSettings> {
  return api<TimeClockSettings>(API_PATHS.timeClockSettings, { method: 'PUT', body: settings });
}

export function useUpdateTimeClockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeClockSettings,
    onSuccess: (saved) => putAnswer(queryClient, getTimeClockSettingsQueryOptions().queryKey, saved),
  });
}
