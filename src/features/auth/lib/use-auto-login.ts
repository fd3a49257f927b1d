// The arriving half of a cross-host referral account (spec shell §4): the sign-in page opened with
// autoLogin, token and timestamp signs in with the token, once (a second try would be refused as a
// replay: the attempt is remembered per token across React's double effects and remounts), then
// goes on to `redirect` when it is a path on this origin, else to the usual place.
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { rememberRequestedUrl } from '../../../api/session';
import { autoLogin } from '../api/cross-host';
import { safeRedirect, type AutoLoginLink } from './cross-host';
import { useStartSession } from './use-start-session';

const attempted = new Set<string>();

export function useAutoLogin(link: AutoLoginLink | null) {
  const startSession = useStartSession();
  const mutation = useMutation({
    mutationFn: (value: AutoLoginLink) => autoLogin({ token: value.token, timestamp: value.timestamp }),
    onSuccess: (response, value) => {
      const to = safeRedirect(value.redirect);
      if (to) rememberRequestedUrl(to);
      startSession(response);
    },
  });
  const { mutate } = mutation;
  useEffect(() => {
    if (!link || attempted.has(link.token)) return;
    attempted.add(link.token);
    mutate(link);
  }, [link, mutate]);
  return mutation;
}
