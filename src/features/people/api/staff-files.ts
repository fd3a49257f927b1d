// A staff member's files (spec people §7 upload_employee_file/, employee_files/{fileId}/staff/{id}/).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type { StaffFile } from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export function getStaffFilesQueryOptions(staffId: number) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'staff', 'files', staffId],
    queryFn: ({ signal }) => api<StaffFile[]>(API_PATHS.staffFiles(staffId), { signal }),
  });
}
export const useStaffFiles = (staffId: number) => useQuery(getStaffFilesQueryOptions(staffId));

export const downloadStaffFile = (file: StaffFile) =>
  api<Blob>(API_PATHS.staffFile(file.id, file.staff), { responseType: 'blob' });

export const useUploadStaffFile = () =>
  usePeopleMutation(({ staffId, file }: { staffId: number; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    body.append('file_name', file.name);
    return api<StaffFile>(API_PATHS.staffUploadFile(staffId), { method: 'POST', body });
  });
export const useDeleteStaffFile = () =>
  usePeopleMutation((file: StaffFile) => api<void>(API_PATHS.staffFile(file.id, file.staff), { method: 'DELETE' }));
