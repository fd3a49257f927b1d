// The Clock Ins table: punches still waiting on this device first, then the server's punches. The
// tapped time is shown as the device saw it (its own offset and zone); the received time in the
// viewer's zone. On a phone the table scrolls sideways inside its own area. A punch recorded by a
// time-clock kiosk names the kiosk under its marks (issue 24), and its photo (in attendance admins'
// lists only) shows as a thumbnail there; a phone's punch says nothing more.
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClockIn, Punch } from '../../../../contract/attendance';
import { PunchPhoto } from '../../../ui/punch-photo';
import { actionLabelKey, actionPalette } from '../lib/action-label';
import { formatOffset, localDateTime, tappedWallTime } from '../lib/punch-time';
import { utcOffsetMinutes } from '../lib/utc-offset';
import { LocationLink, PunchBadges } from './punch-badges';
import type { QueuedPunch } from './use-punch-list';

function ActionBadge({ action }: { action: Punch['action'] }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={actionPalette(action)} variant="outline">
      {t(actionLabelKey(action))}
    </Badge>
  );
}

function Tapped({ time, offset, zone }: { time: string; offset: number; zone: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap="0">
      <Text whiteSpace="nowrap">
        {tappedWallTime({ client_time: time, client_utc_offset_minutes: offset }, i18n.language)}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {formatOffset(offset)} · {zone}
      </Text>
    </Stack>
  );
}

function QueuedRow({ queued, staffName }: { queued: QueuedPunch; staffName: string | null }) {
  const { t } = useTranslation();
  const { body, item } = queued;
  return (
    <Table.Row data-testid="queued-punch" bg="orange.subtle/40">
      {staffName !== null && <Table.Cell whiteSpace="nowrap">{staffName}</Table.Cell>}
      <Table.Cell>
        <ActionBadge action={body.action} />
      </Table.Cell>
      <Table.Cell>
        <Tapped time={body.client_time} offset={utcOffsetMinutes(body.client_time)} zone={body.timezone} />
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={item.state === 'failed' ? 'red' : 'orange'} variant="solid">
          {t(item.state === 'failed' ? 'sync.states.failed' : 'attendance.badges.waiting')}
        </Badge>
      </Table.Cell>
      <Table.Cell color="fg.subtle">—</Table.Cell>
      <Table.Cell>
        <LocationLink
          punch={{
            latitude: body.latitude ?? null,
            longitude: body.longitude ?? null,
            accuracy_m: body.accuracy_m ?? null,
          }}
        />
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * `myName` is null when only the signed-in user's punches can appear (non-admins): the Staff
 * column is then left out, which keeps the columns that matter on a phone's screen.
 */
export function PunchTable({
  rows,
  queued,
  myName,
}: {
  rows: ClockIn[];
  queued: QueuedPunch[];
  myName: string | null;
}) {
  const showStaff = myName !== null;
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            {showStaff && <Table.ColumnHeader>{t('attendance.list.staff')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('attendance.list.action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('attendance.list.tapped')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('attendance.list.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('attendance.list.received')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('attendance.list.location')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {queued.map((q) => (
            <QueuedRow key={q.item.id} queued={q} staffName={myName} />
          ))}
          {rows.map((p) => (
            <Table.Row key={p.id} data-testid="punch-row">
              {showStaff && <Table.Cell whiteSpace="nowrap">{p.staff_name}</Table.Cell>}
              <Table.Cell>
                <ActionBadge action={p.action} />
              </Table.Cell>
              <Table.Cell>
                <Tapped time={p.client_time} offset={p.client_utc_offset_minutes} zone={p.timezone} />
              </Table.Cell>
              <Table.Cell minW="40">
                <PunchBadges punch={p} />
                {p.kiosk && (
                  <Text fontSize="xs" color="fg.muted" data-testid="punch-kiosk">
                    {t('kiosk.recordedBy', { name: p.kiosk.name })}
                  </Text>
                )}
                {p.photo && (
                  <PunchPhoto path={p.photo} name={p.staff_name} time={localDateTime(p.client_time, i18n.language)} />
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{localDateTime(p.server_received_at, i18n.language)}</Table.Cell>
              <Table.Cell>
                <LocationLink punch={p} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
