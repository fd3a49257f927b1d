// /test (spec shell §2.2): a system check for this device, for the person and for support. It says
// who is signed in, whether the browser is online and the server answers, whether the app is ready
// to open offline (a service worker in control) and installed, how many changes wait to be sent, and
// how much the app stores here. It reads; it changes nothing. It spans the session, the offline core
// and device storage, so it lives in src/app.
import { Button, DataList, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../api/current-user';
import { serverAnswers } from '../../api/reachability';
import { storageUsage } from '../../features/device-storage/lib/use-storage-estimate';
import { PendingChangeCount } from '../../lib/pending-change-count';
import { useOnline } from '../../lib/use-online';

interface DeviceState {
  answers: boolean;
  offlineReady: boolean;
  installed: boolean;
  usage: number | null;
  persisted: boolean | null;
}

async function readDevice(): Promise<Omit<DeviceState, 'answers'>> {
  const persisted = navigator.storage?.persisted ? await navigator.storage.persisted().catch(() => null) : null;
  return {
    offlineReady: Boolean(navigator.serviceWorker?.controller),
    installed: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    usage: await storageUsage(),
    persisted,
  };
}

function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );
}

export function SystemCheckPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const online = useOnline();
  // Each "Check again" is a round; a result belongs to the round that asked for it.
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<(DeviceState & { round: number }) | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([readDevice(), serverAnswers()]).then(([device, answers]) => {
      if (live) setResult({ ...device, answers, round });
    });
    return () => {
      live = false;
    };
  }, [round, online]);
  const checking = result === null || result.round !== round;
  const server = checking ? 'checking' : result.answers ? 'answers' : 'silent';
  const state = result ?? { offlineReady: false, installed: false, usage: null, persisted: null };

  const yesNo = (value: boolean) => (value ? t('systemCheck.yes') : t('systemCheck.no'));
  const rows: Array<{ key: string; label: string; value: ReactNode }> = [
    {
      key: 'user',
      label: t('systemCheck.signedInAs'),
      value: me ? `${me.first_name} ${me.last_name} (${me.email}) · ${me.company.company_name}` : '…',
    },
    {
      key: 'network',
      label: t('systemCheck.network'),
      value: online ? t('systemCheck.online') : t('systemCheck.offline'),
    },
    { key: 'server', label: t('systemCheck.server'), value: t(`systemCheck.serverState.${server}`) },
    { key: 'offline', label: t('systemCheck.offlineReady'), value: yesNo(state.offlineReady) },
    { key: 'installed', label: t('systemCheck.installed'), value: yesNo(state.installed) },
    {
      key: 'pending',
      label: t('systemCheck.pending'),
      value: (
        <PendingChangeCount>
          {(count) => (
            <ChakraLink asChild>
              <Link to="/account/pending-changes/">{t('shell.pending.waiting', { count })}</Link>
            </ChakraLink>
          )}
        </PendingChangeCount>
      ),
    },
    {
      key: 'storage',
      label: t('systemCheck.storage'),
      value:
        state.usage === null
          ? t('systemCheck.unknown')
          : state.persisted
            ? t('systemCheck.storageKept', { used: megabytes(state.usage, i18n.language) })
            : megabytes(state.usage, i18n.language),
    },
  ];

  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('systemCheck.title')}
      </Heading>
      <Text color="fg.muted">{t('systemCheck.intro')}</Text>
      <DataList.Root orientation="horizontal" data-testid="system-check">
        {rows.map((row) => (
          <DataList.Item key={row.key} data-check={row.key}>
            <DataList.ItemLabel minW="48">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Button alignSelf="start" variant="outline" onClick={() => setRound((r) => r + 1)} loading={checking}>
        {t('systemCheck.again')}
      </Button>
    </Stack>
  );
}
