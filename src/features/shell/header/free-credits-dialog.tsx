// "Get Free Credits" (spec shell §2.4, §9): the referral offer ($5 credit per share, $30 more per
// paid sign-up from the post, one share credit per week per user) and a ready-made post to copy.
// Copying says "Text copied to clipboard"; a failed copy is only logged (spec shell §4, §8).
// Having shared, the user claims the share credit: the server credits the company's billing and
// holds it to once per week per user (its refusal is the spec's note); the company's credit shows.
// The post's link carries the company's secret referral code (from the server), so a sign-up
// through it can earn the company the paid sign-up credit; until the code is known there is no
// post to copy, rather than a link that would earn nothing.
import { copyText } from '../../../ui/copy-text';
import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  REFERRAL_SIGNUP_PARAM,
  SHARE_CREDIT_CENTS,
  SHARE_CREDIT_ONCE_A_WEEK,
} from '../../../../contract/subscription-constants';
import { errorMessages, NetworkError } from '../../../api/errors';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../ui/toaster';
import { useClaimShareCredit, useReferralCredits } from '../api/referral-credits';
import { useOpenAfterMount } from '../components/use-open-after-mount';

export const SHARE_CREDIT_USD = 5;
export const PAID_SIGNUP_CREDIT_USD = 30;

/** The sign-up page's address with the company's referral code. */
export function referralLink(referralCode: string, origin = window.location.origin): string {
  const url = new URL('/auth/signup', origin);
  url.searchParams.set(REFERRAL_SIGNUP_PARAM, referralCode);
  return url.toString();
}

function ShareCredit() {
  const { t, i18n } = useTranslation();
  const credits = useReferralCredits();
  const claim = useClaimShareCredit();
  const data = credits.data;
  const money = (cents: number) => formatMoney(cents, data?.currency ?? 'USD', i18n.language);
  const problem = claim.error
    ? claim.error instanceof NetworkError
      ? t('shellIntegrations.credits.offline')
      : errorMessages(claim.error)
          .map((m) => (m === SHARE_CREDIT_ONCE_A_WEEK ? t('shell.credits.note') : m))
          .join(' ')
    : null;
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      {data && (
        <Text fontWeight="medium" data-testid="referral-balance">
          {t('shellIntegrations.credits.balance', { amount: money(data.balance_cents) })}
        </Text>
      )}
      {data?.next_share_at && (
        <Text fontSize="sm" color="fg.muted">
          {t('shellIntegrations.credits.nextShare', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(data.next_share_at)),
          })}
        </Text>
      )}
      {problem && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <Button
        variant="outline"
        alignSelf="start"
        disabled={!data || Boolean(data.next_share_at)}
        loading={claim.isPending}
        onClick={() =>
          claim.mutate(undefined, {
            onSuccess: () =>
              notify('success', t('shellIntegrations.credits.claimed', { amount: money(SHARE_CREDIT_CENTS) })),
          })
        }
      >
        {t('shellIntegrations.credits.claim', { amount: money(SHARE_CREDIT_CENTS) })}
      </Button>
    </Stack>
  );
}

export function FreeCreditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const deferredOpen = useOpenAfterMount(open);
  const code = useReferralCredits().data?.referral_code;
  const post = code ? t('shell.credits.post', { link: referralLink(code) }) : '';
  return (
    <Dialog.Root open={deferredOpen} onOpenChange={(details) => onOpenChange(details.open)} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell.credits.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('shell.credits.offer', { share: SHARE_CREDIT_USD, signup: PAID_SIGNUP_CREDIT_USD })}</Text>
                <Textarea
                  readOnly
                  rows={4}
                  value={post}
                  placeholder={t('referralCredits.dialog.loadingPost')}
                  aria-label={t('shell.credits.postLabel')}
                />
                <Text fontSize="sm" color="fg.muted">
                  {t('shell.credits.note')}
                </Text>
                <ShareCredit />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                colorPalette="blue"
                disabled={!post}
                onClick={() => void copyText(post, t('shell.credits.copied'))}
              >
                {t('shell.credits.copy')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
