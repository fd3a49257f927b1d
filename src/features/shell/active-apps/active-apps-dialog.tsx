// "Edit Active Features" (spec shell §2.3, §4): a switch per app of the catalogue, on for the
// company's active apps. Each change PATCHes the whole list; success says "Active apps updated
// successfully" and refreshes the user so the menu follows; switching off the last app is refused
// here with a warning, before any request.
import { serverResponseText } from '../../../api/errors';
import { CloseButton, Dialog, Portal, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { notify } from '../../../ui/toaster';
import { useActiveApps } from '../api/get-active-apps';
import { useAppCatalogue } from '../api/get-app-catalogue';
import { useUpdateActiveApps } from '../api/update-active-apps';
import { toggleApp } from './toggle-app';
import { useOpenAfterMount } from '../components/use-open-after-mount';

function useActiveIds(open: boolean): number[] | undefined {
  const fromServer = useActiveApps(open).data;
  const fromUser = useCurrentUser().data?.company.active_app;
  return (fromServer ?? fromUser)?.map((app) => app.id);
}

export function AppSwitches({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const catalogue = useAppCatalogue(open);
  const activeIds = useActiveIds(open);
  const update = useUpdateActiveApps();
  const [saving, setSaving] = useState<number | null>(null);

  if (catalogue.isPending || !activeIds) {
    return (
      <Stack gap="3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="6" />
        ))}
      </Stack>
    );
  }
  if (catalogue.isError) return <Text color="fg.error">{t('errors.generic')}</Text>;

  const onToggle = (appId: number, on: boolean) => {
    const result = toggleApp(activeIds, appId, on);
    if (!result.ok) return notify('warning', t('shell.activeApps.lastApp'));
    setSaving(appId);
    update.mutate(result.ids, {
      onSuccess: () => notify('success', t('shell.activeApps.updated')),
      onError: (error) => notify('error', serverResponseText(error)),
      onSettled: () => setSaving(null),
    });
  };

  return (
    <Stack gap="4">
      {catalogue.data.map((app) => (
        <Switch.Root
          key={app.id}
          checked={activeIds.includes(app.id)}
          disabled={update.isPending}
          onCheckedChange={(details) => onToggle(app.id, details.checked)}
          colorPalette="blue"
          justifyContent="space-between"
          w="full"
          data-saving={saving === app.id || undefined}
        >
          <Switch.Label flex="1" display="flex" flexDirection="column" gap="0.5">
            <Text fontWeight="medium">{t(`shell.apps.${app.app_name}.name`)}</Text>
            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
              {t(`shell.apps.${app.app_name}.description`)}
            </Text>
          </Switch.Label>
          <Switch.HiddenInput />
          <Switch.Control />
        </Switch.Root>
      ))}
    </Stack>
  );
}

export function ActiveAppsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const deferredOpen = useOpenAfterMount(open);
  return (
    <Dialog.Root open={deferredOpen} onOpenChange={(details) => onOpenChange(details.open)} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell.activeApps.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text color="fg.muted" fontSize="sm" mb="5">
                {t('shell.activeApps.intro')}
              </Text>
              <AppSwitches open={open} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
