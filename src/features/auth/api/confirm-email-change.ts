// POST account/api/email-change/confirm/ {id, token}: the link sent to a new address; opening it
// (and clicking Confirm: a POST, never on load) makes it the account's e-mail.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export const confirmEmailChange = (body: { id: string; token: string }) =>
  api<{ email: string }>(API_PATHS.emailChangeConfirm, { method: 'POST', body, auth: false });

export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange });
