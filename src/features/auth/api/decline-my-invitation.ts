// POST account/api/my-invitations/{id}/decline/: the signed-in person says no; the company sees the
// invitation declined and nothing of the person.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export const declineMyInvitation = (id: string) => api<void>(API_PATHS.myInvitationDecline(id), { method: 'POST' });

export const useDeclineMyInvitation = () => useMutation({ mutationFn: declineMyInvitation });
