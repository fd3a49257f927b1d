// POST account/api/my-invitations/{id}/accept/: the signed-in person joins the inviting company. The
// answer names it, so the screen can offer to switch to it.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export interface InvitationAccepted {
  company: { id: number; company_name: string };
  staff_id: number;
}

export const acceptMyInvitation = (id: string) =>
  api<InvitationAccepted>(API_PATHS.myInvitationAccept(id), { method: 'POST' });

export const useAcceptMyInvitation = () => useMutation({ mutationFn: acceptMyInvitation });
