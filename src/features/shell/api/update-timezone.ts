// PATCH account/api/staffs/{staff_id}/timezone/: the signed-in user's own timezone. The server
// answers with the whole user, which replaces the cached one (spec shell §4: "the response merges
// into the user").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoggedInUser, StaffTimezoneResponse } from '../../../../contract/account';
import { API_PATHS } from '../../../../contract/paths';
import { api } from '../../../api/client';
import { getMeQueryOptions } from '../../../api/current-user';
import { useSession } from '../../../api/session';
import { putAnswer } from '../../../api/query-answer';

export function updateTimezone(staffId: number, timezone: string): Promise<StaffTimezoneResponse> {
  return api<StaffTimezoneResponse>(API_PATHS.staffTimezone(staffId), { method: 'PATCH', body: { timezone } });
}

export function useUpdateTimezone() {
  const session = useSession();
  const queryClient = useQueryClient();
  const meKey = getMeQueryOptions(session?.userId, session?.companyId).queryKey;
  return useMutation({
    mutationFn: ({ staffId, timezone }: { staffId: number; timezone: string }) => updateTimezone(staffId, timezone),
    onSuccess: async (response) => {
      // The whole user when it was our own staff (always, here); else only the changed timezone.
      await putAnswer(queryClient, meKey, (me: LoggedInUser | undefined) =>
        me ? ('email' in response ? { ...me, ...response } : { ...me, timezone: response.timezone }) : me,
      );
    },
  });
}
