// The in-app support panel (ARCHITECTURE.md: "an in-app support panel" is the chat helper's built-in
// default): a few words that fit why it opened, and where to get help.
import { Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportReason } from '../../../lib/support';
import { Icon } from '../../../ui/icons';
import { useOpenAfterMount } from '../components/use-open-after-mount';
import { FEEDBACK_URL, GET_HELP_URL } from '../navigation/external-links';

export function SupportDrawer({
  open,
  reason,
  onOpenChange,
  messageForm: MessageForm,
}: {
  open: boolean;
  reason: SupportReason;
  onOpenChange: (open: boolean) => void;
  /** The message form of the support feature, composed in by src/app. */
  messageForm?: ComponentType<{ reason: SupportReason }>;
}) {
  const { t } = useTranslation();
  const deferredOpen = useOpenAfterMount(open);
  return (
    <Drawer.Root open={deferredOpen} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="support-panel">
            <Drawer.Header>
              <Drawer.Title>{t('shell.support.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Text>{t(`shell.support.reason.${reason}`)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {t('shell.support.intro')}
                </Text>
                <Button colorPalette="blue" asChild>
                  <a href={GET_HELP_URL} target="_blank" rel="noopener noreferrer">
                    <Icon name="help" size={16} />
                    {t('nav.getHelp')}
                  </a>
                </Button>
                <Button variant="outline" asChild>
                  <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
                    <Icon name="message" size={16} />
                    {t('nav.feedback')}
                  </a>
                </Button>
                {MessageForm && (
                  <Suspense fallback={null}>
                    <MessageForm reason={reason} />
                  </Suspense>
                )}
                <Button variant="ghost" onClick={() => window.location.reload()}>
                  {t('shell.crash.reload')}
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
