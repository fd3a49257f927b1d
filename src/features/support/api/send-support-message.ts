// POST account/api/support-message/: the support panel's message to the product's support address.
import { useMutation } from '@tanstack/react-query';
import type { SupportMessageRequest } from '../../../../contract/support';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';

export function sendSupportMessage(body: SupportMessageRequest): Promise<{ detail: string }> {
  return api<{ detail: string }>(API_PATHS.supportMessage, { method: 'POST', body });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
