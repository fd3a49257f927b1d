// POST account/api/staff-invitations/{id}/resend/ (profile admins): a fresh link and validity; the
// earlier link stops working.
import { API_PATHS } from '../../../../contract/paths';
import type { StaffInvitation } from '../../../../contract/people';
import { api } from '../../../api/client';
import { usePeopleMutation } from './staff-actions';

export const resendStaffInvitation = (id: string) =>
  api<StaffInvitation>(API_PATHS.staffInvitationResend(id), { method: 'POST' });

export const useResendStaffInvitation = () => usePeopleMutation(resendStaffInvitation);
