// PATCH account/api/users/{id}/preference/: saves is_dark_mode for the user (spec shell §4 Theme),
// then keeps the cached user in step so a later refetch does not flip the theme back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoggedInUser } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function updateDarkMode(userId: number, isDarkMode: boolean): Promise<{ is_dark_mode: boolean | null }> {
  return api(API_PATHS.staffPreference(userId), { method: 'PATCH', body: { is_dark_mode: isDarkMode } });
}

export function useUpdateDarkMode() {
  const session = useSession();
  const queryClient = useQueryClient();
  const meKey = getMeQueryOptions(session?.userId, session?.companyId).queryKey;
  return useMutation({
    mutationFn: (isDarkMode: boolean) => updateDarkMode(session!.userId, isDarkMode),
    onSuccess: async ({ is_dark_mode }) => {
      await putAnswer(queryClient, meKey, (me: LoggedInUser | undefined) =>
        me ? { ...me, staff_info: { ...me.staff_info, is_dark_mode } } : me,
      );
    },
  });
}
