// GET account/api/first-run-checklist/: the dashboard's first-run checklist (issue 21): four steps
// ticked from the company's own data, and whether an admin closed it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstRunChecklist } from '../../../../contract/first-run';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { useSession } from '../../../api/session';

export function getFirstRunChecklist(signal?: AbortSignal): Promise<FirstRunChecklist> {
  return api<FirstRunChecklist>(API_PATHS.firstRunChecklist, { signal });
}

export function getFirstRunChecklistQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['first-run-checklist', companyId],
    queryFn: ({ signal }) => getFirstRunChecklist(signal),
    enabled: companyId !== undefined,
  });
}

export function useFirstRunChecklist(enabled: boolean) {
  const session = useSession();
  return useQuery({ ...getFirstRunChecklistQueryOptions(session?.companyId), enabled: enabled && !!session });
}
