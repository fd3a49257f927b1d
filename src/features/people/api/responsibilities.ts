// Responsibilities and who holds them (spec people §7): the list (pickers load 100, §9), create,
// edit, delete, and an employee's responsibilities.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { EmployeeResponsibility, Responsibility, ResponsibilityCreate } from '../../../../contract/people';
import { RESPONSIBILITY_PICKER_PAGE_SIZE } from '../../../../contract/people-constants';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export function getResponsibilitiesQueryOptions(page = 1, search = '') {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'responsibilities', { page, search }],
    queryFn: ({ signal }) =>
      api<Paginated<Responsibility>>(API_PATHS.responsibilities, {
        query: { page, page_size: RESPONSIBILITY_PICKER_PAGE_SIZE, search },
        signal,
      }),
  });
}
export const useResponsibilities = (page = 1, search = '') => useQuery(getResponsibilitiesQueryOptions(page, search));

export function getEmployeeResponsibilitiesQueryOptions(staffId: number) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'employee-responsibilities', staffId],
    queryFn: ({ signal }) =>
      api<Paginated<EmployeeResponsibility>>(API_PATHS.employeeResponsibilities, {
        query: { id: staffId, page_size: RESPONSIBILITY_PICKER_PAGE_SIZE },
        signal,
      }),
  });
}
export const useEmployeeResponsibilities = (staffId: number) =>
  useQuery(getEmployeeResponsibilitiesQueryOptions(staffId));

export const useCreateResponsibility = () =>
  usePeopleMutation((body: ResponsibilityCreate) =>
    api<Responsibility>(API_PATHS.responsibilities, { method: 'POST', body }),
  );
export const useUpdateResponsibility = () =>
  usePeopleMutation(({ id, ...body }: Partial<ResponsibilityCreate> & { id: number }) =>
    api<Responsibility>(API_PATHS.responsibilityDetail(id), { method: 'PATCH', body }),
  );
export const useDeleteResponsibility = () =>
  usePeopleMutation((id: number) => api<void>(API_PATHS.responsibilityDetail(id), { method: 'DELETE' }));
export const useAssignResponsibilities = () =>
  usePeopleMutation((body: { employee: number; responsibilities: number[] }) =>
    api<EmployeeResponsibility[]>(API_PATHS.createEmployeeResponsibilities, { method: 'POST', body }),
  );
export const useRemoveEmployeeResponsibility = () =>
  usePeopleMutation((id: number) => api<void>(API_PATHS.employeeResponsibilityDetail(id), { method: 'DELETE' }));
