// /account/pending-changes/: every change waiting on this device (the outbox), its state, the
// server's message for the ones that need attention, and what the user may do about them: Retry,
// Discard (asks first), Sync now. When sending is paused, it says to sign in again. Under them,
// `storage`: what the app keeps on this device against its cap (composed in src/app).
import { Alert, Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OutboxItem } from '../../../offline/db';
import { useSyncStatus } from '../../../offline/sync-engine';
import { useOutboxActions, useOutboxItems } from '../../../offline/use-outbox';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { OutboxItemCard } from '../components/outbox-item-card';
import { useOnline } from '../../../lib/use-online';

export const SIGN_IN_PATH = '/auth/signin';

export function PendingChangesPage({ storage }: { storage?: ReactNode }) {
  const { t } = useTranslation();
  const items = useOutboxItems();
  const actions = useOutboxActions();
  const status = useSyncStatus();
  const online = useOnline();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);

  const retry = async (item: OutboxItem) => {
    await actions.retry(item.id);
    notify('info', t('sync.retrying'));
  };
  const discard = async () => {
    if (!discarding) return;
    await actions.discard(discarding.id);
    setDiscarding(null);
    notify('success', t('sync.discarded'));
  };

  return (
    <Stack gap="5" maxW="3xl">
      <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('sync.title')}
          </Heading>
          <Text color="fg.muted">{t('sync.subtitle')}</Text>
        </Stack>
        <Button
          colorPalette="blue"
          onClick={actions.syncNow}
          loading={status.running}
          loadingText={t('sync.sending')}
          disabled={!online || status.paused !== null || !items?.length}
        >
          {t('sync.syncNow')}
        </Button>
      </HStack>

      {status.paused !== null && (
        <Alert.Root status="warning" data-testid="sync-paused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('sync.paused')}</Alert.Title>
            <Alert.Description>
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to={SIGN_IN_PATH}>{t('sync.signIn')}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {!online && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('sync.offline')}</Alert.Title>
        </Alert.Root>
      )}

      {items === undefined ? (
        <Text color="fg.muted">{t('common.loading')}</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted" data-testid="outbox-empty">
          {t('sync.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('sync.listLabel')}>
          {items.map((item) => (
            <OutboxItemCard key={item.id} item={item} onRetry={(i) => void retry(i)} onDiscard={setDiscarding} />
          ))}
        </Stack>
      )}

      {storage}

      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={t('sync.discardConfirm')}
        confirmLabel={t('sync.discard')}
        onConfirm={() => void discard()}
      />
    </Stack>
  );
}
