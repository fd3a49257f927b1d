// The latest punches a kiosk recorded, on the kiosks screen: who, what, when (the time tapped on
// the kiosk), the marks every punch list shows, and the photo's thumbnail when the punch has one.
import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClockAction } from '../../../../contract/attendance';
import { formatDateTime } from '../../../lib/format-date';
import type { MessageKey } from '../../../i18n/message-key';
import { PunchPhoto } from '../../../ui/punch-photo';
import { useKioskPunches } from '../api/get-kiosk-punches';

const ACTION_KEYS: Record<ClockAction, MessageKey> = {
  in: 'kiosk.screen.in',
  out: 'kiosk.screen.out',
  break_start: 'kiosk.screen.breakStart',
  break_end: 'kiosk.screen.breakEnd',
};

export function KioskPunches({ kioskId }: { kioskId: number }) {
  const { t, i18n } = useTranslation();
  const punches = useKioskPunches(kioskId);
  if (punches.isError) return <Text color="fg.error">{t('kiosk.photo.punchesError')}</Text>;
  const list = punches.data?.results ?? [];
  if (punches.isSuccess && list.length === 0) return <Text color="fg.muted">{t('kiosk.photo.punchesEmpty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" data-testid={`kiosk-punches-${kioskId}`}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('kiosk.photo.colPerson')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('kiosk.photo.colAction')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('kiosk.photo.colTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('kiosk.photo.colPhoto')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((punch) => {
            const time = formatDateTime(punch.client_time, i18n.language);
            return (
              <Table.Row key={punch.id} data-testid={`kiosk-punch-${punch.id}`}>
                <Table.Cell>{punch.staff_name}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    <Text>{t(ACTION_KEYS[punch.action])}</Text>
                    {punch.recorded_offline && (
                      <Badge colorPalette="purple" variant="subtle">
                        {t('attendance.badges.offline')}
                      </Badge>
                    )}
                    {punch.flags.includes('no_photo') && (
                      <Badge colorPalette="orange" variant="subtle" data-flag="no_photo">
                        {t('kiosk.photo.flagShort')}
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{time}</Table.Cell>
                <Table.Cell>
                  {punch.photo ? (
                    <PunchPhoto path={punch.photo} name={punch.staff_name} time={time} />
                  ) : (
                    <Text color="fg.subtle">{t('kiosk.photo.none')}</Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
