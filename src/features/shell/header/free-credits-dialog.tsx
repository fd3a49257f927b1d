// "Get Free Credits" (spec shell §2.4, §9): the referral offer ($5 credit per share, $30 more per
// paid sign-up from the post, one share credit per week per user) and a ready-made post to copy.
// Copying says "Text copied to clipboard"; a failed copy is only logged (spec shell §4, §8).
// Crediting the account is the billing side's job; this dialog only helps the user share.
import { copyText } from '../../../ui/copy-text';
import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOpenAfterMount } from '../components/use-open-after-mount';

export const SHARE_CREDIT_USD = 5;
export const PAID_SIGNUP_CREDIT_USD = 30;

export function referralLink(companySlug: string | null, origin = window.location.origin): string {
  const url = new URL('/auth/signup', origin);
  if (companySlug) url.searchParams.set('ref', companySlug);
  return url.toString();
}

export function FreeCreditsDialog({
  companySlug,
  open,
  onOpenChange,
}: {
  companySlug: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const deferredOpen = useOpenAfterMount(open);
  const post = t('shell.credits.post', { link: referralLink(companySlug) });
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
                <Textarea readOnly rows={4} value={post} aria-label={t('shell.credits.postLabel')} />
                <Text fontSize="sm" color="fg.muted">
                  {t('shell.credits.note')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={() => void copyText(post, t('shell.credits.copied'))}>
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
