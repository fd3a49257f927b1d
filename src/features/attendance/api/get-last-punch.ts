// The caller's latest punch on the server (GET inout/api/clock-ins/?staff=&page_size=1). Kept in its
// own small query, persisted with the shell's caches, so the clock button offers the right action
// after an offline reload too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Punch } from '../../../../contract/attendance';
import { getClockIns } from './get-clock-ins';

export function getLastPunchQueryOptions(staffId: number | undefined) {
  return queryOptions({
    queryKey: ['last-punch', staffId],
    queryFn: async ({ signal }): Promise<Punch | null> =>
      (await getClockIns({ staff: staffId, page_size: 1 }, signal)).results[0] ?? null,
    enabled: staffId !== undefined,
  });
}

export function useLastPunch(staffId: number | undefined) {
  return useQuery(getLastPunchQueryOptions(staffId));
}
