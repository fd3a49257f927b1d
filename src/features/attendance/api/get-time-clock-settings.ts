// GET inout/api/time-clock-settings/: whether a punch needs a location and how far the device
// clock may differ from the server's before a punch is flagged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeClockSettings } from '../../../../contract/attendance';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function getTimeClockSettings(signal?: AbortSignal): Promise<TimeClockSettings> {
  return api<TimeClockSettings>(API_PATHS.timeClockSettings, { signal });
}

export function getTimeClockSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['time-clock-settings'],
    queryFn: ({ signal }) => getTimeClockSettings(signal),
  });
}

export function useTimeClockSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTimeClockSettingsQueryOptions(), ...options });
}
