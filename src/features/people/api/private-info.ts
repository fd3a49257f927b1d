// PUT account/api/staffs/{id}/private_info_update/ (spec people §7): a staff member's language.
// Saving a changed language of one's own profile reloads the page in it (§4): the answer's
// staff_info goes into the cached signed-in user first (the cache outlives the reload), so the app
// starts in the new language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoggedInUser, PrivateInfoUpdateResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

/** `language_code` null: the company's language again. */
export const updatePrivateInfo = ({ staffId, language_code }: { staffId: number; language_code: string | null }) =>
  api<PrivateInfoUpdateResponse>(API_PATHS.privateInfoUpdate(staffId), { method: 'PUT', body: { language_code } });

export function useUpdatePrivateInfo() {
  const session = useSession();
  const queryClient = useQueryClient();
  const meKey = getMeQueryOptions(session?.userId, session?.companyId).queryKey;
  return useMutation({
    mutationFn: updatePrivateInfo,
    onSuccess: ({ id, staff_info }) =>
      putAnswer(queryClient, meKey, (me: LoggedInUser | undefined) =>
        me && me.staff_id === id ? { ...me, staff_info } : me,
      ),
  });
}
