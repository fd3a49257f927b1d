// Sign-up (/auth/signup, /signup, /account/register; spec shell §2.1): a new company and its first
// admin. The server answers like sign-in, so the admin is signed in at once; their company has no
// plan yet: they go on to onboarding's first step. Arriving through a share link
// (?ref=<code>, spec shell §9), the sign-up carries the code, so the sharing company is credited when
// this one pays.
import { Input, Link, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { LoginResponse } from '../../../../contract/account';
import { REFERRAL_SIGNUP_PARAM } from '../../../../contract/subscription-constants';
import { rememberRequestedUrl } from '../../../api/session';
import { normalizeLanguage } from '../../../i18n/i18n';
import { useAppSumoRegister } from '../api/app-sumo-register';
import { useSignup } from '../api/signup';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { PasswordInput } from '../components/password-input';
import { formErrors } from '../lib/form-errors';
import { useForm } from '../lib/use-form';
import { useOnline } from '../../../lib/use-online';
import { useStartSession } from '../lib/use-start-session';
import { licenseCodes, splitCodes } from '../lib/license-codes';
import { ONBOARDING_URL, storeStep } from '../lib/onboarding-step';
import { email, newPassword, passwordConfirmation, PASSWORD_MIN_LENGTH, required, validate } from '../lib/validation';
import { PrimaryButton } from '../components/primary-button';

const SERVER_FIELDS = ['company_name', 'first_name', 'last_name', 'email', 'password', 'license_codes'] as const;
type Field = (typeof SERVER_FIELDS)[number] | 'confirm_password';

/** `appDeal`: /auth/app-sumo-register, the same form with the deal's licence codes. */
export function SignUpPage({ appDeal = false }: { appDeal?: boolean }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const startSession = useStartSession();
  const signup = useSignup();
  const register = useAppSumoRegister();
  const mutation = appDeal ? register : signup;
  const ref = useSearchParams()[0].get(REFERRAL_SIGNUP_PARAM)?.trim() || undefined;
  const form = useForm<Field>(
    {
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      license_codes: '',
    },
    () => {
      if (mutation.isError) mutation.reset();
    },
  );
  const server = formErrors(mutation.error, t, SERVER_FIELDS, 'auth.signUp.needsConnection');
  const fieldError = (name: Field) => {
    const key = form.errors[name];
    if (key) return t(key, { min: PASSWORD_MIN_LENGTH });
    return name === 'confirm_password' ? undefined : server.fields[name];
  };

  const onSubmit = form.submit(
    (v) =>
      validate<Field>({
        company_name: required(v.company_name),
        first_name: required(v.first_name),
        last_name: null,
        email: email(v.email),
        password: newPassword(v.password),
        confirm_password: passwordConfirmation(v.password, v.confirm_password),
        license_codes: appDeal ? licenseCodes(v.license_codes) : null,
      }),
    (v) => {
      const body = {
        company_name: v.company_name.trim(),
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        email: v.email.trim(),
        password: v.password,
        // The company starts in the language the admin signed up in.
        language_code: normalizeLanguage(i18n.language),
        ...(ref ? { ref } : {}),
      };
      // A new owner starts the wizard at its first step, Personal Information (issue 21): not at the
      // plan step the plan gate would open on the way through /, with the first steps drawn done.
      const onSuccess = (response: LoginResponse) => {
        storeStep(0);
        rememberRequestedUrl(ONBOARDING_URL);
        startSession(response);
      };
      if (appDeal) register.mutate({ ...body, license_codes: splitCodes(v.license_codes) }, { onSuccess });
      else signup.mutate(body, { onSuccess });
    },
  );

  return (
    <AuthLayout
      title={appDeal ? t('auth.appSumo.title') : t('auth.signUp.title')}
      description={appDeal ? t('auth.appSumo.description') : t('auth.signUp.description')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to="/auth/signin">{t('auth.signUp.signInLink')}</RouterLink>
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {!online && (
            <FormAlert status="warning" title={t('auth.offline.title')}>
              {t('auth.signUp.needsConnection')}
            </FormAlert>
          )}
          {server.form && <FormAlert>{server.form}</FormAlert>}
          <FormField label={t('auth.fields.companyName')} error={fieldError('company_name')}>
            <Input autoComplete="organization" {...form.field('company_name')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <FormField label={t('auth.fields.firstName')} error={fieldError('first_name')}>
              <Input autoComplete="given-name" {...form.field('first_name')} />
            </FormField>
            <FormField
              label={t('auth.fields.lastName')}
              optional={` (${t('auth.fields.optional')})`}
              error={fieldError('last_name')}
            >
              <Input autoComplete="family-name" {...form.field('last_name')} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('auth.fields.email')} error={fieldError('email')}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
          </FormField>
          <FormField
            label={t('auth.fields.password')}
            error={fieldError('password')}
            helper={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
          >
            <PasswordInput autoComplete="new-password" {...form.field('password')} />
          </FormField>
          <FormField label={t('auth.fields.confirmPassword')} error={fieldError('confirm_password')}>
            <PasswordInput autoComplete="new-password" {...form.field('confirm_password')} />
          </FormField>
          {appDeal && (
            <FormField
              label={t('auth.appSumo.codes')}
              error={fieldError('license_codes')}
              helper={t('auth.appSumo.codesHelp')}
            >
              <Textarea rows={3} autoComplete="off" spellCheck={false} {...form.field('license_codes')} />
            </FormField>
          )}
          <PrimaryButton type="submit" loading={mutation.isPending}>
            {t('auth.signUp.submit')}
          </PrimaryButton>
        </Stack>
      </form>
    </AuthLayout>
  );
}
