// POST account/api/email-change/ {new_email, password}: the signed-in person asks to move their own
// account to a new address; it changes only when the link sent there is opened.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export interface EmailChangeRequest {
  new_email: string;
  password: string;
}

export const requestEmailChange = (body: EmailChangeRequest) =>
  api<{ detail: string }>(API_PATHS.emailChange, { method: 'POST', body });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
