// Who an article can be assigned to (§2 "More Options (Assigning)"): the company's divisions,
// active staff and positions from the people module's lists, each as {id, name} for the pickers;
// a person also has a second line (e-mail, and position when they have one) so two people of the
// same name can be told apart. Loaded only when the advanced mode is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { Division, Position, StaffSimple } from '../../../../contract/people';
import { api } from '../../../api/client';
import { KB_KEY } from './kb-key';

export interface Choice {
  id: number;
  name: string;
  /** What tells two choices of the same name apart (a person's e-mail and position). */
  detail?: string | null;
}

const choices = (what: string, load: (signal: AbortSignal) => Promise<Choice[]>) =>
  queryOptions({
    queryKey: [...KB_KEY, 'assignment-choices', what],
    queryFn: ({ signal }) => load(signal),
    staleTime: 5 * 60_000,
  });

export const divisionChoices = choices('divisions', async (signal) =>
  (await api<Division[]>(API_PATHS.divisions, { signal })).map((d) => ({ id: d.id, name: d.division_name })),
);
export const staffChoices = choices('staff', async (signal) =>
  (await api<StaffSimple[]>(API_PATHS.companyUsersSimple, { signal })).map((s) => ({
    id: s.id,
    name: s.name,
    detail: [s.email, s.position_name].filter(Boolean).join(' · ') || null,
  })),
);
export const positionChoices = choices('positions', async (signal) =>
  (await api<Position[]>(API_PATHS.positions, { signal })).map((p) => ({ id: p.id, name: p.name })),
);

export function useAssignmentChoices(enabled: boolean) {
  const divisions = useQuery({ ...divisionChoices, enabled });
  const staff = useQuery({ ...staffChoices, enabled });
  const positions = useQuery({ ...positionChoices, enabled });
  return { divisions: divisions.data ?? [], staff: staff.data ?? [], positions: positions.data ?? [] };
}
