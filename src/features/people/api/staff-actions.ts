// The staff writes (spec people §7): create (the server e-mails the activation link, or invites an
// account that is its owner's own: 202), update, delete, the bulk calls, resend activation and the
// photo. Each refreshes the people queries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import type {
  BulkResult,
  StaffBulkEdit,
  StaffCreate,
  StaffCreateResult,
  StaffDetail,
  StaffInvitation,
  StaffUpdate,
} from '../../../../contract/people';
import { api } from '../../../api/client';
import { PEOPLE_KEY } from './people-keys';

/** 201: the staff member; 202: an invitation the person must accept (nothing of them is shown yet). */
export const createStaff = (body: StaffCreate) =>
  api<StaffCreateResult>(API_PATHS.staffCreate, { method: 'POST', body, idempotencyKey: crypto.randomUUID() });
export const updateStaff = ({ id, ...body }: StaffUpdate & { id: number }) =>
  api<StaffDetail>(API_PATHS.staffUpdate(id), { method: 'PATCH', body });
export const deleteStaff = (id: number) => api<void>(API_PATHS.staffDelete(id), { method: 'DELETE' });
/** `invited`: the e-mails of rows whose account is its owner's own, invited rather than added. */
export type BulkCreateResult = BulkResult & { invited?: string[] };
export const isInvitation = (result: StaffCreateResult): result is { invitation: StaffInvitation; detail: string } =>
  'invitation' in result;
export const bulkCreateStaff = (staffs: Record<string, unknown>[]) =>
  api<BulkCreateResult>(API_PATHS.bulkCreateStaff, {
    method: 'POST',
    body: { staffs },
    idempotencyKey: crypto.randomUUID(),
  });
export const bulkEditStaff = (body: StaffBulkEdit) =>
  api<BulkResult>(API_PATHS.bulkEditStaff, { method: 'POST', body });
export const bulkDeleteStaff = (ids: number[]) =>
  api<BulkResult>(API_PATHS.bulkEditStaff, { method: 'DELETE', body: { ids } });
export const sendActivationEmail = (staffId: number) =>
  api<{ detail: string }>(API_PATHS.sendActivationEmail, { method: 'POST', body: { staff_id: staffId } });
export function uploadPhoto({ id, file }: { id: number; file: File }) {
  const body = new FormData();
  body.append('photo', file);
  return api<{ photo: string }>(API_PATHS.staffUploadPhoto(id), { method: 'PUT', body });
}

/** A mutation after which every people query refetches (lists, profiles, charts). */
export function usePeopleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] }),
  });
}

export const useCreateStaff = () => usePeopleMutation(createStaff);
export const useUpdateStaff = () => usePeopleMutation(updateStaff);
export const useDeleteStaff = () => usePeopleMutation(deleteStaff);
export const useBulkEditStaff = () => usePeopleMutation(bulkEditStaff);
export const useBulkDeleteStaff = () => usePeopleMutation(bulkDeleteStaff);
export const useSendActivationEmail = () => usePeopleMutation(sendActivationEmail);
export const useUploadPhoto = () => usePeopleMutation(uploadPhoto);
