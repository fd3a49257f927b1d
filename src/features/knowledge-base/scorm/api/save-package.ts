// Writing SCORM packages (KB admins): add one from an uploaded .zip (POST packages/ with its
// file_url; the server unpacks and checks it), rename (PATCH) and delete. Each refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SCORM_PATHS,
  type ScormPackage,
  type ScormPackageCreate,
  type ScormPackageUpdate,
} from '../../../../../contract/scorm';
import { api } from '../../../../api/client';
import { SCORM_KEY } from './scorm-key';

function usePackageMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: SCORM_KEY }) });
}

export const addPackage = (body: ScormPackageCreate) =>
  api<ScormPackage>(SCORM_PATHS.packages, { method: 'POST', body });

export const useAddPackage = () => usePackageMutation(addPackage);
export const useRenamePackage = () =>
  usePackageMutation(({ id, body }: { id: number; body: ScormPackageUpdate }) =>
    api<ScormPackage>(SCORM_PATHS.package(id), { method: 'PATCH', body }),
  );
export const useDeletePackage = () =>
  usePackageMutation((id: number) => api<void>(SCORM_PATHS.package(id), { method: 'DELETE' }));
