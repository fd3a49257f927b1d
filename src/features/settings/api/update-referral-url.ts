// PATCH company/api/detail-update/{id}/ with only referral_url (JSON): the address the company's
// staff sign in at (spec shell §4 cross-host referral accounts); null clears it. The server keeps
// only an address this service is reached at and answers REFERRAL_URL_NOT_ALLOWED otherwise.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdateRequest } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { getCompanyQueryOptions } from './get-company';
import { putAnswer } from '../../../api/query-answer';

export function updateReferralUrl(companyId: number, referralUrl: string | null): Promise<Company> {
  const body: CompanyUpdateRequest = { referral_url: referralUrl };
  return api<Company>(API_PATHS.companyDetail(companyId), { method: 'PATCH', body });
}

export function useUpdateReferralUrl() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralUrl: string | null) => updateReferralUrl(session!.companyId, referralUrl),
    onSuccess: async (company) => {
      await putAnswer(queryClient, getCompanyQueryOptions(company.id).queryKey, company);
      // The signed-in user carries referral_url: the cross-host check reads it from there.
      await queryClient.invalidateQueries({
        queryKey: getMeQueryOptions(session?.userId, session?.companyId).queryKey,
      });
    },
  });
}
