// Signing out (spec shell §4 "Logout clears the session"; ARCHITECTURE.md offline rule 8). The server
// is told first, best effort: offline or failing, the device still signs out. Then the session and
// every cached server answer go, in memory and in localStorage, so the next user of the device sees
// nothing of this one. The user's Dexie database stays: its outbox belongs to this user and company
// and is sent the next time they sign in.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSession, getSession } from '../../../api/session';
import { PERSISTED_QUERY_CACHE_KEY } from '../../../lib/query-client';
import { useLogout } from '../api/logout';

/** Ends the session on this device (and, best effort, on the server), without navigating. */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync: logout } = useLogout();
  return useCallback(async () => {
    const session = getSession();
    if (session) {
      try {
        await logout(session.refresh);
      } catch {
        // Best effort: the refresh token expires on its own; signing out must not wait for a network.
      }
    }
    clearSession();
    queryClient.clear();
    localStorage.removeItem(PERSISTED_QUERY_CACHE_KEY);
  }, [logout, queryClient]);
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useCallback(async () => {
    await endSession();
    await navigate('/auth/signin', { replace: true });
  }, [endSession, navigate]);
}
