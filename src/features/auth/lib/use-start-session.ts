// What sign-in and sign-up do with the server's answer: keep the user in the 'me' cache (so the
// guards let them straight through without a second request), apply their language and theme
// (spec shell §1, §4), then store the session. The session goes last because storing it is what
// makes SignedOutOnly send the user on, and by then everything the next screen reads is in place.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '../../../../contract/account';
import { getMeQueryOptions } from '../../../api/current-user';
import { setSession } from '../../../api/session';
import { languageForUser, setLanguage } from '../../../i18n/i18n';
import { applyUserColorMode } from '../../../ui/theme';

export function useStartSession(): (response: LoginResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response: LoginResponse) => {
      // The tokens stay out of the query cache: it is persisted to localStorage as plain data.
      const { token, refresh, ...user } = response;
      queryClient.setQueryData(getMeQueryOptions(user.id, user.company.id).queryKey, user);
      void setLanguage(languageForUser(user));
      applyUserColorMode(user.staff_info.is_dark_mode);
      setSession({ token, refresh, userId: user.id, companyId: user.company.id });
    },
    [queryClient],
  );
}
