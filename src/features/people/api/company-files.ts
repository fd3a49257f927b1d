// File types (GET ?company_type=true) and the company's files (spec people §7 "Company data").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyFile, FileType } from '../../../../contract/company-data';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';
import { usePeopleMutation } from './staff-actions';

export function getFileTypesQueryOptions() {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'file-types'],
    queryFn: ({ signal }) => api<FileType[]>(API_PATHS.fileTypes, { query: { company_type: 'true' }, signal }),
  });
}
export const useFileTypes = () => useQuery(getFileTypesQueryOptions());

/** One type, read afresh when its edit dialog opens. */
export function getFileTypeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'file-types', id],
    queryFn: ({ signal }) => api<FileType>(API_PATHS.fileType(id), { signal }),
  });
}
export const useFileType = (id: number) => useQuery(getFileTypeQueryOptions(id));

export function getCompanyFilesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [PEOPLE_KEY, 'company-files', companyId],
    queryFn: ({ signal }) => api<CompanyFile[]>(API_PATHS.companyFiles(companyId), { signal }),
  });
}
export const useCompanyFiles = (companyId: number) => useQuery(getCompanyFilesQueryOptions(companyId));

export const useCreateFileType = () =>
  usePeopleMutation((name: string) =>
    api<FileType>(API_PATHS.fileTypes, { method: 'POST', body: { name, company_type: true } }),
  );
export const useUpdateFileType = () =>
  usePeopleMutation(({ id, name }: { id: number; name: string }) =>
    api<FileType>(API_PATHS.fileType(id), { method: 'PATCH', body: { name } }),
  );
export const useDeleteFileType = () =>
  usePeopleMutation((id: number) => api<void>(API_PATHS.fileType(id), { method: 'DELETE' }));
/** Undo of a deletion (issue 21): the type, on the files that had it. */
export const useRestoreFileType = () =>
  usePeopleMutation((id: number) => api<FileType>(API_PATHS.fileTypeRestore(id), { method: 'POST' }));
export const useUploadCompanyFile = () =>
  usePeopleMutation(
    ({ companyId, file, title, fileType }: { companyId: number; file: File; title: string; fileType: string }) => {
      const body = new FormData();
      body.append('file', file);
      body.append('file_name', file.name);
      body.append('title', title);
      body.append('file_type', fileType);
      return api<CompanyFile>(API_PATHS.companyFiles(companyId), { method: 'POST', body });
    },
  );
export const useUpdateCompanyFile = () =>
  usePeopleMutation(
    ({ companyId, id, ...body }: { companyId: number; id: number; title: string; file_type: number | null }) =>
      api<CompanyFile>(API_PATHS.companyFile(companyId, id), { method: 'PATCH', body }),
  );
export const useDeleteCompanyFile = () =>
  usePeopleMutation(({ companyId, id }: { companyId: number; id: number }) =>
    api<void>(API_PATHS.companyFile(companyId, id), { method: 'DELETE' }),
  );
/** Undo of a deletion (issue 21): the file as it was, charged to the storage again. */
export const useRestoreCompanyFile = () =>
  usePeopleMutation(({ companyId, id }: { companyId: number; id: number }) =>
    api<CompanyFile>(API_PATHS.companyFileRestore(companyId, id), { method: 'POST' }),
  );
export const downloadCompanyFile = (file: CompanyFile) =>
  api<Blob>(file.url.replace(/^\//, ''), { responseType: 'blob' });
