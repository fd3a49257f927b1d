// "A new version of Groundwork is available." — a non-blocking card at the bottom of the screen
// with Reload and Later. The reload happens only when the user taps Reload (ARCHITECTURE.md: the
// worker never forces an update). When this user's outbox or drafts hold unsent work, the card
// says so: that work is in IndexedDB and survives the reload, and the user should know it waits.
import { useEffect, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { hasUnsentWork } from '../../offline/db';
import { applyUpdate, useServiceWorker } from './use-service-worker';

/** Whether the signed-in user has unsent work, checked each time the prompt opens. */
function useUnsentWork(open: boolean): boolean {
  const session = useSession();
  const userId = session?.userId;
  const companyId = session?.companyId;
  const key = open && userId !== undefined && companyId !== undefined ? `${userId}:${companyId}` : null;
  // The answer is kept with the account it is about, so a stale answer never shows for another.
  const [checked, setChecked] = useState<{ key: string; unsent: boolean } | null>(null);
  useEffect(() => {
    if (key === null || userId === undefined || companyId === undefined) return;
    let current = true;
    hasUnsentWork(userId, companyId).then(
      (unsent) => current && setChecked({ key, unsent }),
      // IndexedDB unavailable (private mode, quota): the prompt still works, without the note.
      () => current && setChecked({ key, unsent: false }),
    );
    return () => {
      current = false;
    };
  }, [key, userId, companyId]);
  return checked !== null && checked.key === key && checked.unsent;
}

/** Rendered by PwaSupport (pwa-support.tsx) once an update waits; Later hides it for this page. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateReady } = useServiceWorker();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const open = updateReady && !dismissed;
  const unsent = useUnsentWork(open);

  if (!open) return null;
  return (
    <Box
      role="region"
      aria-label={t('pwa.updateTitle')}
      position="fixed"
      zIndex="toast"
      bottom={{ base: '3', md: '6' }}
      insetInline={{ base: '3', md: 'auto' }}
      insetInlineEnd={{ md: '6' }}
      maxWidth={{ md: 'sm' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      shadow="lg"
      padding="4"
      data-testid="update-prompt"
    >
      <Stack gap="3">
        <Stack gap="1" role="status" aria-live="polite">
          <Text fontWeight="medium">{t('pwa.updateAvailable')}</Text>
          {unsent && (
            <Text fontSize="sm" color="fg.muted">
              {t('pwa.unsentWorkKept')}
            </Text>
          )}
        </Stack>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)} disabled={reloading}>
            {t('pwa.later')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void applyUpdate();
            }}
          >
            {t('pwa.reload')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
