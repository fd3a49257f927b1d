// The kiosk's clock (issue 24): a person finds their name (a big list with a search), types their
// PIN on the pad, and records In, Out, Start break or End break. The PIN is checked on the device
// against the kiosk's verifier (pin-verifier.ts), so it works with no network; wrong PINs slow
// further attempts down (pin-throttle.ts). A punch is saved in the kiosk's outbox with the device
// time and zone and sent by the kiosk's sync, attributed to the person and recorded by the kiosk.
// After a punch, or two minutes without a tap, the screen goes back to the list for the next person.
// A kiosk that takes photos shows its front camera with the actions and keeps a still with the
// punch; without a camera the punch is made anyway, flagged no_photo, and the person is told.
import { Alert, Box, Button, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockAction } from '../../../../contract/attendance';
import type { KioskRosterRecord } from '../../../offline/db';
import { loadPinFailures, queueKioskPunch, savePinFailures, type KioskDevice } from '../../../offline/kiosk-store';
import { deviceTimeIso } from '../../../offline/outbox';
import { failed, pinWaitSeconds } from '../lib/pin-throttle';
import { pinMatches } from '../lib/pin-verifier';
import { KIOSK_CLOCK_KIND, type QueuedKioskPunch } from '../offline/kiosk-clock-kind';
import { FrontCamera, type CaptureStill } from './front-camera';
import { PinPad } from './pin-pad';

/** Longer than the first wrong-PIN waits, so a person waiting one out keeps their screen. */
const IDLE_RETURN_MS = 2 * 60_000;

const ACTIONS: Array<{
  action: ClockAction;
  label: 'kiosk.screen.in' | 'kiosk.screen.out' | 'kiosk.screen.breakStart' | 'kiosk.screen.breakEnd';
  palette: string;
}> = [
  { action: 'in', label: 'kiosk.screen.in', palette: 'teal' },
  { action: 'out', label: 'kiosk.screen.out', palette: 'orange' },
  { action: 'break_start', label: 'kiosk.screen.breakStart', palette: 'blue' },
  { action: 'break_end', label: 'kiosk.screen.breakEnd', palette: 'purple' },
];

type Step =
  { step: 'pick' } | { step: 'pin'; person: KioskRosterRecord } | { step: 'action'; person: KioskRosterRecord };
/** warning: a wrong-PIN wait (its text counts down); info: a punch made without its photo. */
type Notice = { tone: 'success' | 'error' | 'warning' | 'info'; text: string } | null;

export function KioskClock({
  device,
  roster,
  onPunched,
}: {
  device: KioskDevice;
  roster: KioskRosterRecord[];
  onPunched: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>({ step: 'pick' });
  const [search, setSearch] = useState('');
  const [pin, setPin] = useState('');
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [recording, setRecording] = useState(false);
  const takePhotos = device.takePhotos === true;
  const captureRef = useRef<CaptureStill | null>(null);

  // The wait's message counts down while it is shown.
  useEffect(() => {
    if (waitUntil <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [waitUntil, now]);

  // A person who walks away leaves the list for the next one.
  useEffect(() => {
    if (step.step === 'pick') return;
    const timer = setTimeout(() => back(), IDLE_RETURN_MS);
    return () => clearTimeout(timer);
  });

  const shown = useMemo(() => {
    const query = search.trim().toLocaleLowerCase();
    return query ? roster.filter((p) => p.name.toLocaleLowerCase().includes(query)) : roster;
  }, [roster, search]);

  function back() {
    setStep({ step: 'pick' });
    setPin('');
    setSearch('');
  }

  const waitMessage = (seconds: number) => t('kiosk.screen.wait', { seconds });

  async function submitPin(value: string) {
    if (step.step !== 'pin' || checking || !device.verifier) return;
    // At once, before any wait: the pad takes no digits until this attempt is answered.
    setChecking(true);
    setNotice(null);
    try {
      const failures = await loadPinFailures();
      const wait = pinWaitSeconds(failures, Date.now());
      if (wait > 0) {
        // Refused without checking the PIN: no guess counts while the wait is on.
        setWaitUntil(Date.now() + wait * 1000);
        setNow(Date.now());
        setNotice({ tone: 'warning', text: waitMessage(wait) });
        return;
      }
      if (await pinMatches(value, step.person, device.verifier)) {
        await savePinFailures({ failures: 0, lastFailureAt: 0 });
        setStep({ step: 'action', person: step.person });
      } else {
        const next = failed(failures, Date.now());
        await savePinFailures(next);
        const nextWait = pinWaitSeconds(next, Date.now());
        setWaitUntil(Date.now() + nextWait * 1000);
        setNow(Date.now());
        setNotice(
          nextWait > 0
            ? { tone: 'warning', text: waitMessage(nextWait) }
            : { tone: 'error', text: t('kiosk.screen.wrongPin') },
        );
      }
    } finally {
      setPin('');
      setChecking(false);
    }
  }

  async function record(person: KioskRosterRecord, action: ClockAction, label: string) {
    if (recording) return;
    setRecording(true);
    const client_time = deviceTimeIso();
    const photo = takePhotos ? ((await captureRef.current?.()) ?? null) : null;
    const body: QueuedKioskPunch = {
      staff: person.staff_id,
      action,
      client_time,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      recorded_offline: navigator.onLine === false,
      ...(photo ? { photo } : takePhotos ? { no_photo: true } : {}),
    };
    try {
      await queueKioskPunch(KIOSK_CLOCK_KIND, body);
      const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date());
      const done = body.no_photo ? 'kiosk.photo.doneNoPhoto' : 'kiosk.screen.done';
      setNotice({
        tone: body.no_photo ? 'info' : 'success',
        text: t(done, { action: label, name: person.name, time }),
      });
      onPunched();
    } catch {
      setNotice({ tone: 'error', text: t('kiosk.screen.saveFailed') });
    }
    setRecording(false);
    back();
  }

  const live = waitUntil > now ? waitMessage(Math.ceil((waitUntil - now) / 1000)) : null;
  const noticeText = notice?.tone === 'warning' ? (live ?? null) : notice?.text;

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      {noticeText && (
        <Alert.Root status={notice!.tone} data-testid="kiosk-notice" role="alert">
          <Alert.Indicator />
          <Alert.Title fontSize="lg">{noticeText}</Alert.Title>
        </Alert.Root>
      )}
      {step.step === 'pick' && (
        <Stack gap="4">
          <Input
            size="xl"
            placeholder={t('kiosk.screen.search')}
            aria-label={t('kiosk.screen.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {roster.length === 0 && <Text color="fg.muted">{t('kiosk.screen.noPeople')}</Text>}
          {roster.length > 0 && shown.length === 0 && <Text color="fg.muted">{t('kiosk.screen.noMatch')}</Text>}
          <Wrap gap="3">
            {shown.map((person) => (
              <Button
                key={person.staff_id}
                size="xl"
                minH="16"
                minW="44"
                variant="outline"
                fontSize="xl"
                onClick={() => {
                  setNotice(null);
                  setPin('');
                  setStep({ step: 'pin', person });
                }}
              >
                {person.name}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
      {step.step === 'pin' && (
        <Stack gap="4" align="center">
          <Heading size="2xl" textAlign="center">
            {t('kiosk.screen.enterPin', { name: step.person.name })}
          </Heading>
          <PinPad value={pin} onChange={setPin} onSubmit={(value) => void submitPin(value)} disabled={checking} />
          {checking && <Text color="fg.muted">{t('kiosk.screen.checking')}</Text>}
          <Button variant="ghost" size="xl" minH="12" onClick={back}>
            {t('kiosk.screen.back')}
          </Button>
        </Stack>
      )}
      {step.step === 'action' && (
        <Stack gap="4" align="center">
          <Heading size="2xl" textAlign="center">
            {t('kiosk.screen.chooseAction', { name: step.person.name })}
          </Heading>
          {takePhotos && <FrontCamera captureRef={captureRef} />}
          <Box display="grid" gridTemplateColumns="repeat(2, minmax(10rem, 1fr))" gap="4" w="full">
            {ACTIONS.map(({ action, label, palette }) => (
              <Button
                key={action}
                size="2xl"
                minH="20"
                fontSize="2xl"
                colorPalette={palette}
                disabled={recording}
                onClick={() => void record(step.person, action, t(label))}
              >
                {t(label)}
              </Button>
            ))}
          </Box>
          <Button variant="ghost" size="xl" minH="12" onClick={back}>
            {t('kiosk.screen.back')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
