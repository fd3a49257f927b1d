// POST account/api/invitations/decline-link/ {id, token}: declining from the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import type { InvitationLink } from './accept-invitation-link';

export const declineInvitationLink = (body: InvitationLink) =>
  api<void>(API_PATHS.invitationByLinkDecline, { method: 'POST', body, auth: false });

export const useDeclineInvitationLink = () => useMutation({ mutationFn: declineInvitationLink });
