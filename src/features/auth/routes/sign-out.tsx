// Sign-out (/auth/signout, /signout, /logout). With changes still waiting on this device it asks
// first; then it signs out (see use-sign-out.ts) and goes to sign-in. A visitor already signed out
// goes straight to sign-in.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../api/session';
import { AuthLayout } from '../components/auth-layout';
import { unsentChangeCount } from '../lib/unsent-changes';
import { useSignOut } from '../lib/use-sign-out';

// The dialog (and Chakra's dialog machinery with it) loads only when there is something to warn
// about: this module shares its chunk with the sign-in page, which must stay light.
const UnsentChangesDialog = lazy(async () => ({
  default: (await import('../components/unsent-changes-dialog')).UnsentChangesDialog,
}));

type Step = { kind: 'checking' } | { kind: 'confirm'; count: number } | { kind: 'signing-out' };

export function SignOutPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  // Effects run twice in development (StrictMode): the check and the logout call must run once.
  const started = useRef(false);

  useEffect(() => {
    if (!session || started.current) return;
    started.current = true;
    void unsentChangeCount(session.userId, session.companyId).then((count) => {
      if (count > 0) setStep({ kind: 'confirm', count });
      else {
        setStep({ kind: 'signing-out' });
        void signOut();
      }
    });
  }, [session, signOut]);

  if (!session && step.kind !== 'signing-out') return <Navigate to="/auth/signin" replace />;

  const stay = () => {
    // Back where the user came from; a sign-out link opened directly has no page to go back to.
    if (location.key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  };

  return (
    <AuthLayout title={t('auth.signOut.title')}>
      {step.kind === 'confirm' ? (
        <Text color="fg.muted">{t('auth.signOut.unsentTitle')}</Text>
      ) : (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" color="teal.solid" />
          <Text color="fg.muted">{t('auth.signOut.inProgress')}</Text>
        </Stack>
      )}
      {step.kind === 'confirm' && (
        <Suspense fallback={null}>
          <UnsentChangesDialog
            count={step.count}
            onStay={stay}
            onSignOut={() => {
              setStep({ kind: 'signing-out' });
              void signOut();
            }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
