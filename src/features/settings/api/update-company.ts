// PATCH company/api/detail-update/{id}/ (multipart, spec shell §7): the Company Profile fields and
// the logo file. A repeated form field carries each weekend day; an empty value clears the list;
// company_logo is a file to upload, '' to remove the logo, or absent to keep it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../../contract/company';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { getCompanyQueryOptions } from './get-company';
import { putAnswer } from '../../../api/query-answer';

export interface CompanyProfileInput {
  company_name: string;
  company_information: string;
  language_code: string;
  company_weekend_info: number[];
  /** A new logo, null to remove it, undefined to keep it. */
  logo?: File | null;
}

export function companyProfileForm(input: CompanyProfileInput): FormData {
  const form = new FormData();
  form.append('company_name', input.company_name);
  form.append('company_information', input.company_information);
  form.append('language_code', input.language_code);
  if (input.company_weekend_info.length === 0) form.append('company_weekend_info', '');
  for (const day of input.company_weekend_info) form.append('company_weekend_info', String(day));
  if (input.logo) form.append('company_logo', input.logo);
  else if (input.logo === null) form.append('company_logo', '');
  return form;
}

export function updateCompanyProfile(companyId: number, input: CompanyProfileInput): Promise<Company> {
  return api<Company>(API_PATHS.companyDetail(companyId), { method: 'PATCH', body: companyProfileForm(input) });
}

export function useUpdateCompanyProfile() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => updateCompanyProfile(session!.companyId, input),
    onSuccess: async (company) => {
      await putAnswer(queryClient, getCompanyQueryOptions(company.id).queryKey, company);
      // The user carries the company's name and logo for the header.
      await queryClient.invalidateQueries({
        queryKey: getMeQueryOptions(session?.userId, session?.companyId).queryKey,
      });
    },
  });
}
