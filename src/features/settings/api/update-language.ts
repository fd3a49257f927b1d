// PUT account/api/staffs/{id}/private_info_update/ with language_code (spec shell §7): the answer
// holds the new staff_info, which goes into the cached user before the page reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoggedInUser, PrivateInfoUpdateResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function updateLanguage(staffId: number, languageCode: string): Promise<PrivateInfoUpdateResponse> {
  return api<PrivateInfoUpdateResponse>(API_PATHS.privateInfoUpdate(staffId), {
    method: 'PUT',
    body: { language_code: languageCode },
  });
}

export function useUpdateLanguage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const meKey = getMeQueryOptions(session?.userId, session?.companyId).queryKey;
  return useMutation({
    mutationFn: ({ staffId, languageCode }: { staffId: number; languageCode: string }) =>
      updateLanguage(staffId, languageCode),
    onSuccess: async ({ staff_info }) => {
      await putAnswer(queryClient, meKey, (me: LoggedInUser | undefined) => (me ? { ...me, staff_info } : me));
    },
  });
}
