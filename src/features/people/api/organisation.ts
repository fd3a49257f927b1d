// Divisions and positions (spec people §7 division/api/, account/api/positions/): the lists every
// screen picks from, and their writes for profile admins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type {
  BulkResult,
  Division,
  DivisionCreate,
  EmployeeWithManager,
  Position,
  PositionCreate,
  PositionUpdate,
} from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export function getDivisionsQueryOptions() {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'divisions'],
    queryFn: ({ signal }) => api<Division[]>(API_PATHS.divisions, { signal }),
  });
}
export const useDivisions = () => useQuery(getDivisionsQueryOptions());

export function getPositionsQueryOptions() {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'positions'],
    queryFn: ({ signal }) => api<Position[]>(API_PATHS.positions, { signal }),
  });
}
export const usePositions = () => useQuery(getPositionsQueryOptions());

export function getPositionPeopleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'positions', id, 'people'],
    queryFn: ({ signal }) => api<EmployeeWithManager[]>(API_PATHS.positionEmployeesWithManagers(id), { signal }),
  });
}
export const usePositionPeople = (id: number | null) =>
  useQuery({ ...getPositionPeopleQueryOptions(id ?? 0), enabled: id !== null });

export const useCreateDivision = () =>
  usePeopleMutation((body: DivisionCreate) => api<Division>(API_PATHS.divisions, { method: 'POST', body }));
export const useUpdateDivision = () =>
  usePeopleMutation(({ id, ...body }: Partial<DivisionCreate> & { id: number }) =>
    api<Division>(API_PATHS.divisionDetail(id), { method: 'PATCH', body }),
  );
export const useDeleteDivision = () =>
  usePeopleMutation((id: number) => api<void>(API_PATHS.divisionDetail(id), { method: 'DELETE' }));

export const useCreatePosition = () =>
  usePeopleMutation((body: PositionCreate) => api<Position>(API_PATHS.positions, { method: 'POST', body }));
export const useUpdatePosition = () =>
  usePeopleMutation(({ id, ...body }: PositionUpdate & { id: number }) =>
    api<Position>(API_PATHS.positionDetail(id), { method: 'PATCH', body }),
  );
export const useDeletePosition = () =>
  usePeopleMutation((id: number) => api<void>(API_PATHS.positionDetail(id), { method: 'DELETE' }));
export const useBulkEditPositions = () =>
  usePeopleMutation((body: { ids: number[]; changes: Pick<PositionUpdate, 'division' | 'manager' | 'order'> }) =>
    api<BulkResult>(API_PATHS.bulkEditPositions, { method: 'POST', body }),
  );
export const useBulkDeletePositions = () =>
  usePeopleMutation((ids: number[]) =>
    api<BulkResult>(API_PATHS.bulkEditPositions, { method: 'DELETE', body: { ids } }),
  );
