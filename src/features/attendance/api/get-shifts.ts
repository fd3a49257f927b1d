// GET inout/api/shifts/: the schedule. An attendance admin's week (every shift, drafts too, with
// conflicts) under ['shifts', 'week', from], and a person's own upcoming published shifts under
// ['shifts', 'mine', staff]: that one is part of the offline working set and persisted
// (src/lib/query-client.ts), so My shifts and the clock's next shift read it with no signal. Its
// key has no date: yesterday to four weeks ahead is asked for whenever it is fetched, and the
// screens leave out what has ended, so the kept copy stays useful over the following days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '../../../../contract/local-time';
import { API_PATHS } from '../../../../contract/paths';
import type { ShiftList } from '../../../../contract/shifts';
import { api } from '../../../api/client';
import { todayOnDevice } from '../lib/use-today';

export const SHIFTS_KEY = ['shifts'] as const;

/** Days ahead My shifts and the clock look at. */
export const MY_SHIFTS_DAYS = 28;

export function getShifts(
  query: { date_from: string; date_to: string; staff?: number },
  signal?: AbortSignal,
): Promise<ShiftList> {
  return api<ShiftList>(API_PATHS.shifts, { query: { ...query, page_size: 2000 }, signal });
}

export function getWeekShiftsQueryOptions(weekStart: string) {
  return queryOptions({
    queryKey: [...SHIFTS_KEY, 'week', weekStart],
    queryFn: ({ signal }) => getShifts({ date_from: weekStart, date_to: addDays(weekStart, 6) }, signal),
  });
}

export function useWeekShifts(weekStart: string | undefined) {
  return useQuery({ ...getWeekShiftsQueryOptions(weekStart ?? ''), enabled: weekStart !== undefined });
}

export function getMyShiftsQueryOptions(staffId: number | undefined) {
  return queryOptions({
    queryKey: [...SHIFTS_KEY, 'mine', staffId],
    queryFn: async ({ signal }): Promise<ShiftList> => {
      const today = todayOnDevice();
      const list = await getShifts(
        { date_from: addDays(today, -1), date_to: addDays(today, MY_SHIFTS_DAYS), staff: staffId },
        signal,
      );
      // An attendance admin's own list holds their drafts too: only what was published is theirs.
      return { ...list, results: list.results.filter((s) => s.status === 'published') };
    },
    enabled: staffId !== undefined,
  });
}

/**
 * `fresh`: read again whenever the screen opens, however new the kept copy (My shifts: a shift given
 * or changed by an admin since, an approved request, shows at once; the kept copy shows meanwhile,
 * and alone offline). The clock's next-shift line keeps the usual staleness.
 */
export function useMyShifts(staffId: number | undefined, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...getMyShiftsQueryOptions(staffId), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}
