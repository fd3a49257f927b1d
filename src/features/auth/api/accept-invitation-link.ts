// POST account/api/invitations/accept-link/ {id, token}: accepting from the e-mailed link, signed in
// or not (holding the link proves the invited address's mail is read). A POST on a click, never on
// load, so a mail scanner that opens links accepts nothing.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import type { InvitationAccepted } from './accept-my-invitation';

export interface InvitationLink {
  id: string;
  token: string;
}

export const acceptInvitationLink = (body: InvitationLink) =>
  api<InvitationAccepted>(API_PATHS.invitationByLink, { method: 'POST', body, auth: false });

export const useAcceptInvitationLink = () => useMutation({ mutationFn: acceptInvitationLink });
