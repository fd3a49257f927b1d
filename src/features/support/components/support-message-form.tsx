// The support panel's message form (the chat helper's built-in default): signed-in users write to
// the product's support team; the page they were on and why the panel opened go with it. When the
// server has no support address the form is not offered, and the panel says so plainly rather than
// promising a reply (issue 21).
import { Alert, Button, Field, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '../../../../contract/support';
import { useSession } from '../../../api/session';
import { errorMessages } from '../../../api/errors';
import type { SupportReason } from '../../../lib/support';
import { useSendSupportMessage } from '../api/send-support-message';
import { useSupportSettings } from '../api/get-support-settings';

export function SupportMessageForm({ reason }: { reason: SupportReason }) {
  const session = useSession();
  if (!session) return null;
  return <SignedInSupportForm reason={reason} />;
}

function SignedInSupportForm({ reason }: { reason: SupportReason }) {
  const { t } = useTranslation();
  const settings = useSupportSettings();
  const send = useSendSupportMessage();
  const [message, setMessage] = useState('');
  const [empty, setEmpty] = useState(false);
  if (settings.isPending) return <Skeleton h="24" />;
  if (settings.data?.support_email === null) {
    return (
      <Alert.Root status="info" data-testid="support-not-configured">
        <Alert.Indicator />
        <Alert.Description>{t('support.message.notConfigured')}</Alert.Description>
      </Alert.Root>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setEmpty(true);
    send.mutate(
      { message: message.trim(), reason, page_url: window.location.pathname },
      { onSuccess: () => setMessage('') },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="3">
        <Field.Root invalid={empty}>
          <Field.Label>{t('support.message.label')}</Field.Label>
          <Textarea
            value={message}
            maxLength={SUPPORT_MESSAGE_MAX}
            rows={4}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setEmpty(false);
              if (send.isSuccess || send.isError) send.reset();
            }}
          />
          {settings.data?.support_email && (
            <Field.HelperText>{t('support.message.goesTo', { email: settings.data.support_email })}</Field.HelperText>
          )}
          {empty && <Field.ErrorText>{t('auth.validation.required')}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" variant="outline" loading={send.isPending}>
          {t('support.message.send')}
        </Button>
        <Text aria-live="polite" fontSize="sm" color={send.isError ? 'fg.error' : 'fg.muted'}>
          {send.isSuccess ? t('support.message.sent') : send.isError ? errorMessages(send.error).join(' ') : ''}
        </Text>
      </Stack>
    </form>
  );
}
