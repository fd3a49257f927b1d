// /knowledge-base/scorm/:packageId: plays a package. The runtime (window.API or API_1484_11) is put
// on this page first, resumed from the newest state known (the server's, or one still waiting on
// this device), then the launch file loads in a same-origin iframe. Each commit is saved in the
// outbox at once ("saved on this device") and sent when the network allows; the package's files
// are kept for offline play. KB admins see everyone's progress below.
import { Alert, Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ScormAttempt, ScormCommit, ScormPackage } from '../../../../../contract/scorm';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages } from '../../../../api/errors';
import { deviceTimeIso } from '../../../../offline/outbox';
import { isKbAdmin } from '../../lib/permissions';
import { useAttempt } from '../api/get-attempt';
import { usePackage } from '../api/get-package';
import { AttemptsTable } from '../components/attempts-table';
import { progressOf, newerState, type ScormProgress } from '../lib/progress';
import { installRuntime } from '../lib/scorm-runtime';
import { cacheScormPackage } from '../offline/cache-package';
import { queueScormCommit, waitingScormCommit } from '../offline/scorm-commit-kind';

type Cmi = Record<string, unknown>;

/** Installs the runtime once the package, the attempt (or its failure offline) and the device's state are known. */
function useRuntime(pkg: ScormPackage | undefined, attempt: ScormAttempt | undefined, attemptSettled: boolean) {
  const me = useCurrentUser().data;
  const [ready, setReady] = useState(false);
  const [progress, setProgress] = useState<ScormProgress | null>(null);
  const [saved, setSaved] = useState<'idle' | 'saved' | 'failed'>('idle');
  const onCommit = useCallback(
    (cmi: Cmi) => {
      if (!pkg) return;
      setProgress(progressOf(pkg.scorm_version, cmi));
      const commit: ScormCommit = { cmi, committed_at: deviceTimeIso() };
      queueScormCommit({ package: pkg.id, commit }).then(
        () => setSaved('saved'),
        () => setSaved('failed'),
      );
    },
    [pkg],
  );
  useEffect(() => {
    if (!pkg || !me || !attemptSettled) return;
    let uninstall: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      const waiting = await waitingScormCommit(pkg.id).catch(() => undefined);
      const server = attempt?.committed_at ? { cmi: attempt.cmi, committed_at: attempt.committed_at } : undefined;
      const resume = newerState(waiting, server);
      if (resume) setProgress(progressOf(pkg.scorm_version, resume.cmi));
      const remove = await installRuntime({
        version: pkg.scorm_version,
        learner: { id: String(me.staff_id), name: `${me.last_name}, ${me.first_name}` },
        resume: (resume?.cmi as Cmi | undefined) ?? null,
        onCommit,
      });
      if (cancelled) remove();
      else {
        uninstall = remove;
        setReady(true);
      }
    })();
    return () => {
      cancelled = true;
      uninstall?.();
      setReady(false);
    };
    // The attempt is read once per package: later refreshes must not restart a running package.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pkg?.id, me?.staff_id, attemptSettled]);
  return { ready, progress, saved };
}

export function ScormPlayerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().packageId);
  const me = useCurrentUser().data;
  const pkgQuery = usePackage(id);
  const attemptQuery = useAttempt(id);
  const pkg = pkgQuery.data;
  // Offline with nothing kept, the attempt query waits for a network: play on from the device's state.
  const attemptSettled = attemptQuery.isSuccess || attemptQuery.isError || attemptQuery.fetchStatus === 'paused';
  const { ready, progress, saved } = useRuntime(pkg, attemptQuery.data, attemptSettled);
  const [offline, setOffline] = useState<'idle' | 'saved' | 'failed'>('idle');
  const pkgId = pkg?.id;

  // Played once online, a package stays playable offline: its files are kept on the device.
  useEffect(() => {
    if (pkgId === undefined || typeof navigator === 'undefined' || navigator.onLine === false) return;
    cacheScormPackage(pkgId).then(
      () => setOffline('saved'),
      () => setOffline('failed'),
    );
  }, [pkgId]);

  if (pkgQuery.isError && !pkg) {
    return (
      <Alert.Root status="error" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{errorMessages(pkgQuery.error).join(' ')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!pkg) return <Spinner />;
  return (
    <Stack gap="4">
      <Flex justify="space-between" wrap="wrap" gap="3" align="center">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {pkg.name}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
            <Badge>SCORM {pkg.scorm_version}</Badge>
            {offline === 'saved' && <Badge colorPalette="green">{t('scorm.availableOffline')}</Badge>}
            {offline === 'failed' && <Badge colorPalette="orange">{t('scorm.offlineFailed')}</Badge>}
          </Flex>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <Link to="/knowledge-base/scorm">{t('scorm.back')}</Link>
        </Button>
      </Flex>
      <Flex gap="4" wrap="wrap" fontSize="sm" role="status" data-testid="scorm-progress">
        <Text>
          {t('scorm.status')}: <strong>{progress?.status ?? t('scorm.notStarted')}</strong>
        </Text>
        {progress?.score != null && (
          <Text>
            {t('scorm.score')}: <strong>{progress.max ? `${progress.score} / ${progress.max}` : progress.score}</strong>
          </Text>
        )}
        {saved === 'saved' && <Text color="fg.muted">{t('scorm.savedOnDevice')}</Text>}
        {saved === 'failed' && <Text color="fg.error">{t('scorm.saveFailed')}</Text>}
      </Flex>
      <Box borderWidth="1px" borderRadius="md" overflow="hidden" height={{ base: '70vh', md: '75vh' }}>
        {ready ? (
          <iframe
            title={pkg.name}
            src={pkg.launch_url}
            style={{ width: '100%', height: '100%', border: 0 }}
            allow="fullscreen; autoplay"
          />
        ) : (
          <Flex height="100%" align="center" justify="center">
            <Spinner />
          </Flex>
        )}
      </Box>
      {isKbAdmin(me) && <AttemptsTable packageId={pkg.id} />}
    </Stack>
  );
}
