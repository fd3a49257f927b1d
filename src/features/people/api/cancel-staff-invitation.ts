// DELETE account/api/staff-invitations/{id}/ (profile admins): cancels a pending invitation; its
// link stops working.
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { usePeopleMutation } from './staff-actions';

export const cancelStaffInvitation = (id: string) => api<void>(API_PATHS.staffInvitation(id), { method: 'DELETE' });

export const useCancelStaffInvitation = () => usePeopleMutation(cancelStaffInvitation);
