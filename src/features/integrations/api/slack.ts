// The Slack connection's calls (contract/integrations.ts): the status, Slack's authorize URL, the
// return with code and state, and disconnecting.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlackCallbackRequest, SlackStatus } from '../../../../contract/integrations';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { putAnswer } from '../../../api/query-answer';
import { useSession } from '../../../api/session';

export function getSlackStatusQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['slack-status', companyId],
    queryFn: ({ signal }) => api<SlackStatus>(API_PATHS.slack, { signal }),
    enabled: companyId !== undefined,
  });
}

export function useSlackStatus() {
  const session = useSession();
  return useQuery(getSlackStatusQueryOptions(session?.companyId));
}

export function useSlackAuthorize() {
  return useMutation({ mutationFn: () => api<{ url: string }>(API_PATHS.slackAuthorize, { method: 'POST' }) });
}

/** Sets the status query from an answer that carries it, or refetches it. */
function useStatusUpdate() {
  const session = useSession();
  const queryClient = useQueryClient();
  const key = getSlackStatusQueryOptions(session?.companyId).queryKey;
  return (status?: SlackStatus) =>
    status ? putAnswer(queryClient, key, status) : queryClient.invalidateQueries({ queryKey: key });
}

export function useSlackCallback() {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (body: SlackCallbackRequest) => api<SlackStatus>(API_PATHS.slackCallback, { method: 'POST', body }),
    onSuccess: (status) => update(status),
  });
}

export function useSlackDisconnect() {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: () => api<void>(API_PATHS.slack, { method: 'DELETE' }),
    onSuccess: () => update(),
  });
}
