// Settings › Company Profile › Referral address (company admins): the address the company's staff
// sign in at, when it is another host of this service (spec shell §4 cross-host referral accounts);
// empty means this app's own address. The address is checked here first (a full http(s) address),
// then by the server, which keeps only one of its own addresses; either refusal shows under the
// field, and what was saved stays until a save succeeds.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationApiError, serverResponseText } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useUpdateReferralUrl } from '../api/update-referral-url';

const REFERRAL_URL_MAX = 500;

/** Whether `value` is a full http(s) address with a host (what the server can match to its own). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function ReferralUrlForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateReferralUrl();
  const [value, setValue] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const next = value.trim();
  const changed = next !== (saved ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next && !isWebAddress(next)) return setProblem(t('referralCredits.settings.invalid'));
    setProblem(null);
    update.mutate(next || null, {
      onSuccess: (company) => {
        setValue(company.referral_url ?? '');
        notify(
          'success',
          t(company.referral_url ? 'referralCredits.settings.saved' : 'referralCredits.settings.cleared'),
        );
      },
      onError: (error) =>
        error instanceof ValidationApiError
          ? setProblem(serverResponseText(error))
          : notify('error', serverResponseText(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={problem !== null}>
        <Field.Label>{t('referralCredits.settings.label')}</Field.Label>
        <HStack gap="3" w="full" alignItems="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Input
            type="url"
            inputMode="url"
            value={value}
            maxLength={REFERRAL_URL_MAX}
            placeholder="https://partner.example.com"
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Button type="submit" colorPalette="blue" disabled={!changed} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </HStack>
        {problem ? (
          <Field.ErrorText>{problem}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('referralCredits.settings.help')}</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}
