// Who and where a shift can be given to: the company's active staff, positions and divisions from
// the people module's lists, as {id, name} (a person with their position as a second line).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Division, Position, StaffSimple } from '../../../../contract/people';
import { api } from '../../../api/client';

export interface ScheduleChoice {
  id: number;
  name: string;
  detail?: string | null;
}

const choices = (what: string, load: (signal: AbortSignal) => Promise<ScheduleChoice[]>) =>
  queryOptions({
    queryKey: ['schedule-choices', what],
    queryFn: ({ signal }) => load(signal),
    staleTime: 5 * 60_000,
  });

export const scheduleStaffChoices = choices('staff', async (signal) =>
  (await api<StaffSimple[]>(API_PATHS.companyUsersSimple, { signal }))
    .map((s) => ({ id: s.id, name: s.name, detail: s.position_name }))
    .sort((a, b) => a.name.localeCompare(b.name)),
);
export const schedulePositionChoices = choices('positions', async (signal) =>
  (await api<Position[]>(API_PATHS.positions, { signal })).map((p) => ({ id: p.id, name: p.name })),
);
export const scheduleDivisionChoices = choices('divisions', async (signal) =>
  (await api<Division[]>(API_PATHS.divisions, { signal })).map((d) => ({ id: d.id, name: d.division_name })),
);

export function useScheduleChoices() {
  const staff = useQuery(scheduleStaffChoices);
  const positions = useQuery(schedulePositionChoices);
  const divisions = useQuery(scheduleDivisionChoices);
  return {
    staff: staff.data ?? [],
    positions: positions.data ?? [],
    divisions: divisions.data ?? [],
    ready: staff.isSuccess && positions.isSuccess && divisions.isSuccess,
    /** Every list answered or failed: the grid is drawn once, with its rows (not again when they come). */
    settled: !staff.isPending && !positions.isPending && !divisions.isPending,
  };
}
