// The org chart calls (spec people §7 "Divisions and org charts"): divisions with their employees,
// the saved Org Flow Chart layout (GET/PATCH company/api/orgflow/), the employee and division →
// position hierarchies, deleting a division, and the public chart (no token).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DivisionHierarchy,
  OrgChartNode,
  PublicOrgChart,
  SavedChart,
  SavedChartPatch,
} from '../../../../contract/org-chart';
import { API_PATHS } from '../../../../contract/paths';
import type { DivisionWithEmployees } from '../../../../contract/people';
import { api } from '../../../api/client';
import { putAnswer } from '../../../api/query-answer';

const KEY = 'org-chart' as const;

export function getDivisionsWithEmployeesQueryOptions() {
  return queryOptions({
    queryKey: [KEY, 'divisions-with-employees'],
    queryFn: ({ signal }) => api<DivisionWithEmployees[]>(API_PATHS.divisionsWithEmployees, { signal }),
  });
}
export const useDivisionsWithEmployees = () => useQuery(getDivisionsWithEmployeesQueryOptions());

export type SavedChartKind = 'orgflow' | 'horizontalorg';
const chartPath = (kind: SavedChartKind) => (kind === 'orgflow' ? API_PATHS.orgFlow : API_PATHS.horizontalOrg);

export function getSavedChartQueryOptions(kind: SavedChartKind) {
  return queryOptions({
    queryKey: [KEY, 'saved', kind],
    queryFn: ({ signal }) => api<SavedChart>(chartPath(kind), { signal }),
  });
}
export const useSavedChart = (kind: SavedChartKind) => useQuery(getSavedChartQueryOptions(kind));

export function useSaveChart(kind: SavedChartKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedChartPatch) => api<SavedChart>(chartPath(kind), { method: 'PATCH', body }),
    onSuccess: (saved) => putAnswer(queryClient, getSavedChartQueryOptions(kind).queryKey, saved),
  });
}

export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(API_PATHS.divisionDetail(id), { method: 'DELETE' }),
    // §4: confirm, delete, then the chart refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function getEmployeeHierarchyQueryOptions(search = '') {
  return queryOptions({
    queryKey: [KEY, 'employees', search],
    queryFn: ({ signal }) => api<OrgChartNode[]>(API_PATHS.employeePositionHierarchy, { query: { search }, signal }),
  });
}
export const useEmployeeHierarchy = (search: string) => useQuery(getEmployeeHierarchyQueryOptions(search));

export function getDivisionHierarchyQueryOptions() {
  return queryOptions({
    queryKey: [KEY, 'positions'],
    queryFn: ({ signal }) => api<DivisionHierarchy[]>(API_PATHS.divisionPositionHierarchy, { signal }),
  });
}
export const useDivisionHierarchy = () => useQuery(getDivisionHierarchyQueryOptions());

export function getPublicOrgChartQueryOptions(company: string) {
  return queryOptions({
    queryKey: [KEY, 'public', company],
    queryFn: ({ signal }) => api<PublicOrgChart>(API_PATHS.publicOrgChart, { query: { company }, auth: false, signal }),
    enabled: company !== '',
  });
}
export const usePublicOrgChart = (company: string) => useQuery(getPublicOrgChartQueryOptions(company));
