// GET account/api/staffs/company_users/ (spec people §7): the Employee List, paged on the server
// and read page after page as the user scrolls (the list draws only the rows in view).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../../contract/pagination';
import { API_PATHS } from '../../../../contract/paths';
import type { StaffListItem, StaffListQuery } from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';

export const STAFF_PAGE_SIZE = 100;

export type StaffListFilters = Partial<Omit<StaffListQuery, 'page' | 'page_size'>>;

export function getStaffPage(filters: StaffListFilters, page: number, signal?: AbortSignal) {
  return api<Paginated<StaffListItem>>(API_PATHS.companyUsers, {
    query: { ...filters, page, page_size: STAFF_PAGE_SIZE },
    signal,
  });
}

export function getStaffListQueryOptions(filters: StaffListFilters = {}) {
  return infiniteQueryOptions({
    queryKey: [PEOPLE_KEY, 'staff', 'list', filters],
    queryFn: ({ pageParam, signal }) => getStaffPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
}

export function useStaffList(filters: StaffListFilters) {
  return useInfiniteQuery(getStaffListQueryOptions(filters));
}
