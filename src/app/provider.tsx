// Everything the routes need around them: design system, server-state cache (persisted for offline
// starts), translations, toasts, and the reactions to session events (expiry, user preferences).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../api/client';
import { useCurrentUser } from '../api/current-user';
import { clearSession, useSession } from '../api/session';
import { languageForUser, setLanguage } from '../i18n/i18n';
import { PageSpinner } from '../ui/page-spinner';
import { getSystem } from '../ui/system';
import { applyUserColorMode } from '../ui/theme';
import { notify, Toaster } from '../ui/toaster';
import { PwaSupport } from './pwa/pwa-support';
import { ErrorBoundary } from './error-boundary';
import { SupportHost } from '../features/shell/support/support-host';
import { QueryProvider } from './query-provider';
import { SyncRunner } from './sync';
import { CourseDownloadRunner } from './course-downloads';
import { WorkingSetRunner } from './working-set-runner';
import { StorageCapRunner } from './storage-cap-runner';

// The support panel's message form, loaded with the panel on its first prompt (never on sign-in).
const SupportMessageForm = lazy(() =>
  import('../features/support/components/support-message-form').then((m) => ({ default: m.SupportMessageForm })),
);

/** Applies the signed-in user's language and theme once they are known (spec shell §1, §4). */
function UserPreferences() {
  const me = useCurrentUser().data;
  const language = me ? languageForUser(me) : null;
  const dark = me?.staff_info.is_dark_mode ?? null;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  useEffect(() => applyUserColorMode(dark), [dark]);
  return null;
}

/** A refused token refresh: sign out locally, say why, and go to sign-in (spec shell §4). */
function SessionExpiry({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    onSessionExpired(() => {
      clearSession();
      queryClient.clear();
      notify('error', t('errors.sessionTimedOut'));
      void navigate('/auth/signin');
    });
  }, [queryClient, navigate, t]);
  return null;
}

/** Rendered inside the router (src/main.tsx): the session expiry navigates to sign-in. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const session = useSession();
  return (
    <ChakraProvider value={getSystem()}>
      <QueryProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <SessionExpiry queryClient={queryClient} />
          <SyncRunner queryClient={queryClient} />
          {session && <UserPreferences />}
          {session && <CourseDownloadRunner queryClient={queryClient} />}
          {session && <WorkingSetRunner queryClient={queryClient} />}
          {session && <StorageCapRunner queryClient={queryClient} />}
          <ErrorBoundary>{children}</ErrorBoundary>
          <Toaster />
          {/* The support panel, rage-click detection (spec shell §4). */}
          <SupportHost messageForm={SupportMessageForm} />
          {/* Service-worker update prompt and the persistent-storage request (src/app/pwa). */}
          <PwaSupport />
        </Suspense>
      </QueryProvider>
    </ChakraProvider>
  );
}
