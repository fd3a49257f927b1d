// POST account/api/first-run-checklist/dismiss/: an admin closes the first-run checklist for the
// company; the answer (the checklist, closed) replaces the cached one, so the card goes at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirstRunChecklist } from '../../../../contract/first-run';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';
import { getFirstRunChecklistQueryOptions } from './get-first-run-checklist';
import { putAnswer } from '../../../api/query-answer';

export function dismissFirstRunChecklist(): Promise<FirstRunChecklist> {
  return api<FirstRunChecklist>(API_PATHS.firstRunChecklistDismiss, { method: 'POST' });
}

export function useDismissFirstRunChecklist() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: dismissFirstRunChecklist,
    onSuccess: (checklist) =>
      putAnswer(queryClient, getFirstRunChecklistQueryOptions(session?.companyId).queryKey, checklist),
  });
}
