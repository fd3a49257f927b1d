// /knowledge-base/scorm/:packageId: plays a package, SCO by SCO (issue 19). The package runs on its
// company's SCORM content origin, never the app's (a package's scripts must not reach the signed-in
// user's tokens) nor another company's: this page frames the launcher there (src/scorm-launcher),
// which runs the runtime (window.API or API_1484_11) and frames one SCO. The table of contents and
// Previous / Next move between the manifest's SCOs (SCORM 2004 choice and flow navigation, and a
// SCO's own continue / previous / choice requests), as far as a 2004 package's controlMode allows;
// each SCO starts from its own newest state (the
// server's, or one still waiting on this device) with what the manifest says of it (pass mark,
// objectives). Each commit is saved in the outbox at once ("saved on this device") and sent when the
// network allows; the package's status rolls up from its SCOs. Online, the launcher keeps the whole
// package on the device for offline play. What goes wrong in a package is logged on the server,
// never shown as a dialog. KB admins see everyone's progress below.
import { Alert, Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ScormPackage } from '../../../../../contract/scorm';
import type { LauncherMessage } from '../../../../scorm-launcher/protocol';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages } from '../../../../api/errors';
import { deviceTimeIso } from '../../../../offline/outbox';
import { isKbAdmin } from '../../lib/permissions';
import { useAttempt } from '../api/get-attempt';
import { usePackage } from '../api/get-package';
import { logScormProblem } from '../api/log-problem';
import { AttemptsTable } from '../components/attempts-table';
import { ScormProgressLine } from '../components/scorm-progress-line';
import { ScormToc } from '../components/scorm-toc';
import { connectLauncher, isCompanyLauncher } from '../lib/launcher-connection';
import { progressOfStates, stepFrom } from '../lib/sco-states';
import { useScoPlay, type Playing } from '../lib/use-sco-play';
import { queueScormCommit } from '../offline/scorm-commit-kind';

type Outcome = 'idle' | 'saved' | 'failed';

interface Handlers {
  commit: (sco: string, cmi: Record<string, unknown>) => void;
  navigate: (message: Extract<LauncherMessage, { type: 'navigate' }>, sco: string) => void;
}

/** Starts the launcher of the SCO playing and handles what it sends, for that SCO even once left. */
function useLauncher(pkg: ScormPackage | undefined, playing: Playing | null, handlers: Handlers) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [saved, setSaved] = useState<Outcome>('idle');
  const [offline, setOffline] = useState<Outcome>('idle');
  const [refused, setRefused] = useState(false);
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });
  const onMessage = useCallback(
    (message: LauncherMessage, sco: string) => {
      if (!pkg) return;
      if (message.type === 'commit') {
        const committedAt = deviceTimeIso();
        handlersRef.current.commit(sco, message.cmi);
        queueScormCommit({ package: pkg.id, commit: { sco, cmi: message.cmi, committed_at: committedAt } }).then(
          () => setSaved('saved'),
          () => setSaved('failed'),
        );
      } else if (message.type === 'log')
        logScormProblem(pkg.id, { sco, level: message.level, message: message.message });
      else if (message.type === 'navigate') handlersRef.current.navigate(message, sco);
      else if (message.type === 'cached') setOffline('saved');
      else if (message.type === 'cache-failed') setOffline('failed');
      else setRefused(true);
    },
    [pkg],
  );
  const launcherUrl = pkg?.launcher_url;
  useEffect(() => {
    if (!playing || !launcherUrl || !frame.current) return;
    const sco = playing.item.id;
    return connectLauncher(frame.current, launcherUrl, playing.start, (message) => onMessage(message, sco));
  }, [playing, launcherUrl, onMessage]);
  return { frame, saved, offline, refused };
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
  // Only a launcher on the signed-in company's own content origin is framed and started.
  const ownOrigin = pkg ? isCompanyLauncher(pkg, me?.company.id) : false;
  const { items, states, record, playing, play } = useScoPlay(pkg, attemptQuery.data, attemptSettled && ownOrigin);
  const current = playing?.item.id ?? null;
  const previous = current !== null ? stepFrom(items, current, -1) : undefined;
  const next = current !== null ? stepFrom(items, current, 1) : undefined;
  const { frame, saved, offline, refused } = useLauncher(pkg, playing, {
    commit: (sco, cmi) => record(sco, cmi, deviceTimeIso()),
    navigate: (message, sco) => {
      // Only the SCO playing may move the learner on (a late request of one left is ignored).
      if (sco !== current) return;
      const target =
        message.request === 'continue'
          ? next
          : message.request === 'previous'
            ? previous
            : message.request === 'choice'
              ? items.find((i) => i.id === message.target)
              : undefined;
      if (target) play(target.id);
    },
  });

  if (pkgQuery.isError && !pkg) {
    return (
      <Alert.Root status="error" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{errorMessages(pkgQuery.error).join(' ')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!pkg) return <Spinner />;
  const progress = progressOfStates(pkg.scorm_version, items, states);
  const multi = progress.total_scos > 1;
  // SCORM 2004 controlMode: the table of contents chooses only with choice, Previous/Next only with
  // flow (a SCO's own requests are always followed: it knows its sequencing).
  const navigation = pkg.navigation ?? { choice: true, flow: true };
  return (
    <Stack gap="4" minW="0">
      <Flex justify="space-between" wrap="wrap" gap="3" align="center">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="lg" overflowWrap="anywhere">
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
        <ScormProgressLine progress={progress} />
        {saved === 'saved' && <Text color="fg.muted">{t('scorm.savedOnDevice')}</Text>}
        {saved === 'failed' && <Text color="fg.error">{t('scorm.saveFailed')}</Text>}
      </Flex>
      {(refused || (me && !ownOrigin)) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('scormOrigin.refused')}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
        {multi && (
          <Box
            width={{ base: '100%', lg: '18rem' }}
            flexShrink={0}
            maxH={{ base: '14rem', lg: '75vh' }}
            overflowY="auto"
            borderWidth="1px"
            borderRadius="md"
            p="2"
          >
            <ScormToc
              version={pkg.scorm_version}
              items={items}
              states={states}
              current={current}
              onChoose={navigation.choice ? play : undefined}
            />
          </Box>
        )}
        <Stack gap="2" flex="1" minW="0">
          {multi && navigation.flow && playing && (
            <Flex gap="2" justify="space-between" align="center" wrap="wrap">
              <Button size="sm" variant="outline" disabled={!previous} onClick={() => previous && play(previous.id)}>
                ← {t('scorm.previous')}
              </Button>
              <Text fontWeight="medium" fontSize="sm" data-testid="scorm-playing" flex="1" textAlign="center">
                {playing.item.title}
              </Text>
              <Button size="sm" variant="outline" disabled={!next} onClick={() => next && play(next.id)}>
                {t('scorm.next')} →
              </Button>
            </Flex>
          )}
          <Box borderWidth="1px" borderRadius="md" overflow="hidden" height={{ base: '70vh', md: '75vh' }}>
            {playing && ownOrigin ? (
              <iframe
                key={playing.run}
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
        </Stack>
      </Flex>
      {isKbAdmin(me) && <AttemptsTable packageId={pkg.id} />}
    </Stack>
  );
}
