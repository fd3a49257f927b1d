// PATCH company/api/detail-update/{id}/ with the whole new active_app list (multipart, one field per
// app id, as the spec's call sends it). On success the company, its active apps and the signed-in
// user (whose company.active_app drives the menu) are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { getActiveAppsQueryOptions } from './get-active-apps';
import { getCompanyQueryOptions } from './get-company';
import { putAnswer } from '../../../api/query-answer';

export function updateActiveApps(companyId: number, appIds: readonly number[]): Promise<Company> {
  const form = new FormData();
  for (const id of appIds) form.append('active_app', String(id));
  return api<Company>(API_PATHS.companyDetail(companyId), { method: 'PATCH', body: form });
}

export function useUpdateActiveApps() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appIds: readonly number[]) => updateActiveApps(session!.companyId, appIds),
    onSuccess: async (company) => {
      await putAnswer(queryClient, getCompanyQueryOptions(company.id).queryKey, company);
      await putAnswer(queryClient, getActiveAppsQueryOptions(company.id).queryKey, company.active_apps);
      await queryClient.invalidateQueries({
        queryKey: getMeQueryOptions(session?.userId, session?.companyId).queryKey,
      });
    },
  });
}
