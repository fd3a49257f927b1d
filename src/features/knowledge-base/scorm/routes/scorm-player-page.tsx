// /knowledge-base/scorm/:packageId: plays a package. The package runs on its company's SCORM content
// origin, never the app's (a package's scripts must not reach the signed-in user's tokens) nor
// another company's (nor their packages kept on the device): this page frames
// the launcher there (src/scorm-launcher), which runs the runtime (window.API or API_1484_11) and
// frames the package. Once the newest state is known (the server's, or one still waiting on this
// device) the launcher is started with it and the learner (lib/launcher-connection.ts); each commit
// it sends back is saved in the outbox at once ("saved on this device") and sent when the network
// allows, and online it keeps the package on the device for offline play. KB admins see everyone's
// progress below.
import { Alert, Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ScormAttempt, ScormCommit, ScormPackage } from '../../../../../contract/scorm';
import type { LauncherMessage } from '../../../../scorm-launcher/protocol';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages } from '../../../../api/errors';
import { deviceTimeIso } from '../../../../offline/outbox';
import { isKbAdmin } from '../../lib/permissions';
import { useAttempt } from '../api/get-attempt';
import { usePackage } from '../api/get-package';
import { AttemptsTable } from '../components/attempts-table';
import { connectLauncher, isCompanyLauncher, type LauncherStart } from '../lib/launcher-connection';
import { progressOf, newerState, type ScormProgress } from '../lib/progress';
import { queueScormCommit, waitingScormCommit } from '../offline/scorm-commit-kind';

type Cmi = Record<string, unknown>;
type Outcome = 'idle' | 'saved' | 'failed';

/** What the launcher is started with, once the package, the attempt (or its failure offline) and the device's state are known. */
function useLauncherStart(pkg: ScormPackage | undefined, attempt: ScormAttempt | undefined, attemptSettled: boolean) {
  const me = useCurrentUser().data;
  const [start, setStart] = useState<LauncherStart | null>(null);
  const [resumed, setResumed] = useState<ScormProgress | null>(null);
  useEffect(() => {
    if (!pkg || !me || !attemptSettled) return;
    let cancelled = false;
    void (async () => {
      const waiting = await waitingScormCommit(pkg.id).catch(() => undefined);
      const server = attempt?.committed_at ? { cmi: attempt.cmi, committed_at: attempt.committed_at } : undefined;
      const resume = newerState(waiting, server);
      if (cancelled) return;
      if (resume) setResumed(progressOf(pkg.scorm_version, resume.cmi));
      setStart({
        mode: 'play',
        version: pkg.scorm_version,
        launchUrl: pkg.launch_url,
        title: pkg.name,
        files: pkg.files ?? [],
        learner: { id: String(me.staff_id), name: `${me.last_name}, ${me.first_name}` },
        resume: (resume?.cmi as Cmi | undefined) ?? null,
      });
    })();
    return () => {
      cancelled = true;
      setStart(null);
    };
    // The attempt is read once per package: later refreshes must not restart a running package.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pkg?.id, me?.staff_id, attemptSettled]);
  return { start, resumed };
}

/** Starts the launcher in the frame and handles what it sends: commits to the outbox, the offline copy. */
function useLauncher(pkg: ScormPackage | undefined, start: LauncherStart | null) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [progress, setProgress] = useState<ScormProgress | null>(null);
  const [saved, setSaved] = useState<Outcome>('idle');
  const [offline, setOffline] = useState<Outcome>('idle');
  const [refused, setRefused] = useState(false);
  const onMessage = useCallback(
    (message: LauncherMessage) => {
      if (!pkg) return;
      if (message.type === 'commit') {
        setProgress(progressOf(pkg.scorm_version, message.cmi));
        const commit: ScormCommit = { cmi: message.cmi, committed_at: deviceTimeIso() };
        queueScormCommit({ package: pkg.id, commit }).then(
          () => setSaved('saved'),
          () => setSaved('failed'),
        );
      } else if (message.type === 'cached') setOffline('saved');
      else if (message.type === 'cache-failed') setOffline('failed');
      else setRefused(true);
    },
    [pkg],
  );
  const launcherUrl = pkg?.launcher_url;
  useEffect(() => {
    if (!start || !launcherUrl || !frame.current) return;
    return connectLauncher(frame.current, launcherUrl, start, onMessage);
  }, [start, launcherUrl, onMessage]);
  return { frame, progress, saved, offline, refused };
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
  const { start, resumed } = useLauncherStart(pkg, attemptQuery.data, attemptSettled);
  // Only a launcher on the signed-in company's own content origin is framed and started.
  const ownOrigin = pkg ? isCompanyLauncher(pkg, me?.company.id) : false;
  const { frame, progress: played, saved, offline, refused } = useLauncher(pkg, ownOrigin ? start : null);
  const progress = played ?? resumed;

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
      {(refused || (me && !ownOrigin)) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('scormOrigin.refused')}</Alert.Title>
        </Alert.Root>
      )}
      <Box borderWidth="1px" borderRadius="md" overflow="hidden" height={{ base: '70vh', md: '75vh' }}>
        {start && ownOrigin ? (
          <iframe
            ref={frame}
            title={pkg.name}
            src={pkg.launcher_url}
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
