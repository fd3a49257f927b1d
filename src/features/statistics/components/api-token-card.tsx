// The company's statistics API token (stat admins): whether one exists, making or replacing it
// (the old one stops working at once, so replacing asks first), and the new token shown once with
// a copy button. The token is never stored or shown again by the app.
import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useApiTokenStatus, useRotateApiToken } from '../api/api-token';
import { statErrorMessage } from '../api/stat-messages';
import { CODE_CSS } from './code-css';

export function ApiTokenCard() {
  const { t, i18n } = useTranslation();
  const status = useApiTokenStatus(true);
  const rotate = useRotateApiToken();
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language) : t('statistics.token.never');

  const make = () =>
    rotate.mutate(undefined, {
      onSuccess: (created) => {
        setToken(created.token);
        setConfirming(false);
      },
      onError: (error) => notify('error', statErrorMessage(t, error)),
    });
  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      notify('success', t('statistics.token.copied'));
    } catch {
      // Spec shell §8: a failed copy is only logged; the token stays on screen to copy by hand.
      console.error('copy failed');
    }
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t('statistics.token.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" fontSize="sm">
          {status.data?.exists ? (
            <Text data-testid="token-status">
              {t('statistics.token.exists', {
                prefix: status.data.prefix ?? '',
                created: date(status.data.created_at),
                used: date(status.data.last_used_at),
              })}
            </Text>
          ) : (
            <Text color="fg.muted">{t('statistics.token.none')}</Text>
          )}
          {token && (
            <Stack gap="2" borderWidth="1px" borderColor="orange.muted" rounded="md" p="3">
              <Text fontWeight="semibold">{t('statistics.token.showOnce')}</Text>
              <Box as="code" css={CODE_CSS} wordBreak="break-all" data-testid="new-token">
                {token}
              </Box>
              <Button size="xs" alignSelf="start" onClick={() => void copy()}>
                {t('statistics.token.copy')}
              </Button>
            </Stack>
          )}
          <HStack>
            <Button
              size="sm"
              variant="outline"
              loading={rotate.isPending}
              onClick={() => (status.data?.exists ? setConfirming(true) : make())}
            >
              {status.data?.exists ? t('statistics.token.rotate') : t('statistics.token.create')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('statistics.token.rotate')}
        text={t('statistics.token.rotateConfirm')}
        confirmLabel={t('statistics.token.rotate')}
        colorPalette="orange"
        loading={rotate.isPending}
        onOpenChange={setConfirming}
        onConfirm={make}
      />
    </Card.Root>
  );
}
