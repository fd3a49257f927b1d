// The onboarding wizard, /auth/onboarding (spec shell §2.5, §4): 0 Personal Information,
// 1 Activate Apps, 2 Choose Plan (not for app-deal companies). The step survives reloads (the
// onboarding key), and the plan gate's ?step=2 opens the plan step (an app-deal company's last step,
// Activate Apps, since it has no plan step). Back is off on the first step;
// Next on step 0 saves the personal-information form first; Skip moves on without saving; Finish
// (app-deal companies, last step) records the trial-start conversion and goes to /; Reset shows
// once every step is done; Log Out signs out to /auth/signin. A user whose company has a plan goes
// to the dashboard. The apps and plan steps belong to other features and are composed in src/app.
import { Box, Button, Card, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useActivateLicense } from '../api/activate-license';
import { promptSupport } from '../../../lib/support';
import { AuthLayout } from '../components/auth-layout';
import {
  PERSONAL_INFO_FORM_ID,
  readStoredStep,
  stepFromUrl,
  stepsFor,
  storeStep,
  type StepKey,
} from '../lib/onboarding-step';
import { useSignOut } from '../lib/use-sign-out';

// The form reads phone numbers with libphonenumber-js (contract/phone.ts): loaded with this step,
// not with the sign-in page, whose chunk this module shares.
const PersonalInfoForm = lazy(async () => ({
  default: (await import('../components/personal-info-form')).PersonalInfoForm,
}));

function StepList({ steps, current }: { steps: StepKey[]; current: number }) {
  const { t } = useTranslation();
  return (
    <Flex as="ol" gap="2" listStyleType="none" aria-label={t('auth.onboarding.progress')} wrap="wrap">
      {steps.map((key, index) => (
        <HStack as="li" key={key} gap="2" flex="1" minW="24" aria-current={index === current ? 'step' : undefined}>
          <Flex
            boxSize="7"
            rounded="full"
            align="center"
            justify="center"
            fontSize="sm"
            fontWeight="semibold"
            bg={index <= current ? 'teal.700' : 'bg.muted'}
            color={index <= current ? 'white' : 'fg.muted'}
            flexShrink="0"
          >
            {index + 1}
          </Flex>
          <Text fontSize="sm" fontWeight={index === current ? 'semibold' : 'normal'}>
            {t(`auth.onboarding.steps.${key}`)}
          </Text>
        </HStack>
      ))}
    </Flex>
  );
}

/** The chat-widget greeting of the wizard: a short hello with a way into the support panel. */
function SupportGreeting() {
  const { t } = useTranslation();
  return (
    <Card.Root variant="subtle" size="sm" role="note">
      <Card.Body flexDirection={{ base: 'column', sm: 'row' }} gap="3" alignItems={{ sm: 'center' }}>
        <Text flex="1" fontSize="sm">
          {t('auth.onboarding.greeting')}
        </Text>
        <Button size="sm" variant="outline" onClick={() => promptSupport('manual')}>
          {t('auth.onboarding.chat')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function useStep(count: number): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = stepFromUrl(params.get('step'), count);
  const [step, setStepState] = useState(() => fromUrl ?? readStoredStep(count));
  useEffect(() => {
    if (fromUrl === null) return;
    // The URL's step is taken once (the initial state above); from then on the wizard's own step
    // is kept on the device, and the parameter leaves the URL so a reload keeps the later step.
    storeStep(fromUrl);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('step');
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, setParams]);
  const setStep = useCallback((next: number) => {
    setStepState(next);
    storeStep(next);
  }, []);
  return [Math.min(step, count), setStep];
}

export function OnboardingPage({ appsStep, planStep }: { appsStep: ReactNode; planStep: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const current = useCurrentUser();
  const me = current.data;
  const { refetch } = current;
  // The user may come from the device's cache, saved before a plan was chosen (in another tab, or
  // just before a reload): ask the server once whether a plan exists now.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const appDeal = me?.company.app_sumo_license ?? false;
  const steps = stepsFor(appDeal);
  const [step, setStep] = useStep(steps.length);
  const [saving, setSaving] = useState(false);
  // Next submits the personal form by its id: until the form is on screen (its code and the saved
  // values load first) a tap on Next would do nothing, so it waits.
  const [personalReady, setPersonalReady] = useState(false);
  const activate = useActivateLicense();
  if (me?.has_subscription_plan) return <Navigate to="/account/dashboard/" replace />;

  const key = steps[step];
  const last = step === steps.length - 1;
  const done = step >= steps.length;
  const next = () => setStep(step + 1);
  // The form unmounts as soon as it is saved, so its pending flag never comes back false on its own:
  // left set, it made Activate Apps' Next spin for ever (issue 21).
  const saved = () => {
    setSaving(false);
    next();
  };
  const finish = () =>
    // An app-deal company's lifetime plan starts here (it has no plan step).
    activate.mutate(undefined, {
      onSuccess: () => {
        // The trial-start conversion goes to analytics; the product has none configured yet.
        console.info('[analytics] conversion', 'trial_start');
        storeStep(0);
        void navigate('/', { replace: true });
      },
      onError: (error) => notify('error', errorMessages(error).join(' ')),
    });

  const finishButton = (
    <Button colorPalette="teal" bg="teal.700" _hover={{ bg: 'teal.800' }} onClick={finish} loading={activate.isPending}>
      {t('auth.onboarding.finish')}
    </Button>
  );

  return (
    <AuthLayout title={t('auth.onboarding.title')} description={t('auth.onboarding.description')} maxW="3xl">
      <Stack gap="6">
        <StepList steps={steps} current={step} />
        <Box as="section" aria-label={key ? t(`auth.onboarding.steps.${key}`) : undefined}>
          {done && <Text>{t('auth.onboarding.allDone')}</Text>}
          {key === 'personal' && (
            <Suspense fallback={<Skeleton h="48" />}>
              <PersonalInfoForm onSaved={saved} onPendingChange={setSaving} onReadyChange={setPersonalReady} />
            </Suspense>
          )}
          {key === 'apps' && (
            <Stack gap="4">
              <Text color="fg.muted">{t('auth.onboarding.appsIntro')}</Text>
              {appsStep}
            </Stack>
          )}
          {key === 'plan' && planStep}
        </Box>
        <Flex gap="3" wrap="wrap" justify="space-between">
          <HStack gap="3">
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0}>
              {t('auth.onboarding.back')}
            </Button>
            <Button variant="ghost" onClick={() => void signOut()}>
              {t('auth.onboarding.logOut')}
            </Button>
          </HStack>
          <HStack gap="3">
            {done ? (
              <>
                <Button variant="outline" onClick={() => setStep(0)}>
                  {t('auth.onboarding.reset')}
                </Button>
                {/* An app-deal company's plan starts with Finish: skipping past the last step must
                    not leave the owner without it. */}
                {appDeal && finishButton}
              </>
            ) : (
              <>
                <Button variant="ghost" onClick={next}>
                  {t('auth.onboarding.skip')}
                </Button>
                {last && appDeal
                  ? finishButton
                  : !last && (
                      <Button
                        colorPalette="teal"
                        bg="teal.700"
                        _hover={{ bg: 'teal.800' }}
                        {...(key === 'personal' ? { type: 'submit', form: PERSONAL_INFO_FORM_ID } : { onClick: next })}
                        loading={key === 'personal' && saving}
                        disabled={key === 'personal' && !personalReady}
                      >
                        {t('auth.onboarding.next')}
                      </Button>
                    )}
              </>
            )}
          </HStack>
        </Flex>
        <SupportGreeting />
      </Stack>
    </AuthLayout>
  );
}
