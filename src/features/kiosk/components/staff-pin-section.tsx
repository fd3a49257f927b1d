// A profile's "Kiosk PIN" section (issue 24): whether the person has a PIN (never the PIN), a field
// to set a new one and, for attendance admins, Clear. Admins see it on anyone's profile; a staff
// member sees it on their own (My Profile) and sets their own PIN there.
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_MAX_DIGITS, PIN_PATTERN } from '../../../../contract/kiosk-constants';
import { useCurrentUser } from '../../../api/current-user';
import { formatDate } from '../../../lib/format-date';
import { notify } from '../../../ui/toaster';
import { useClearStaffPin, useSetStaffPin, useStaffPin } from '../api/staff-pin';
import { hasAttendanceApp, isKioskAdmin } from '../lib/permissions';

export function StaffPinSection({ staffId, own }: { staffId: number; own: boolean }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const admin = me ? isKioskAdmin(me) : false;
  const visible = me ? hasAttendanceApp(me) && (admin || own) : false;
  // Whether a PIN is set is an admin's read; a staff member only sets theirs.
  const status = useStaffPin(staffId, { enabled: visible && admin });
  const set = useSetStaffPin();
  const clear = useClearStaffPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!visible) return null;

  async function save() {
    if (!PIN_PATTERN.test(pin)) return setError(t('kiosk.pin.invalid'));
    setError(null);
    try {
      await set.mutateAsync({ staffId, pin, own: own && !admin });
      setPin('');
      notify('success', t('kiosk.pin.saved'));
    } catch {
      notify('error', t('kiosk.pin.failed'));
    }
  }

  async function remove() {
    try {
      await clear.mutateAsync(staffId);
      notify('success', t('kiosk.pin.cleared'));
    } catch {
      notify('error', t('kiosk.pin.failed'));
    }
  }

  const data = status.data;
  return (
    <Card.Root id="kiosk-pin" as="section" aria-labelledby="kiosk-pin-title">
      <Card.Header>
        <Card.Title id="kiosk-pin-title" as="h2">
          {t('kiosk.pin.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted">{t('kiosk.pin.help')}</Text>
          {data && (
            <Text data-testid="kiosk-pin-status">
              {data.has_pin
                ? t('kiosk.pin.isSet', { date: formatDate(data.updated_at, i18n.language) })
                : t('kiosk.pin.notSet')}
            </Text>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <HStack align="end" wrap="wrap" gap="3">
              <Field.Root invalid={error !== null} maxW="xs">
                <Field.Label>{t('kiosk.pin.label')}</Field.Label>
                <Input
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={PIN_MAX_DIGITS}
                  value={pin}
                  onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" loading={set.isPending}>
                {t('kiosk.pin.save')}
              </Button>
              {admin && data?.has_pin && (
                <Button variant="outline" colorPalette="red" loading={clear.isPending} onClick={() => void remove()}>
                  {t('kiosk.pin.clear')}
                </Button>
              )}
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
