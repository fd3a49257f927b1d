// The attendance admin's list of a pay period: each person's totals, state and flags, a link to
// their timesheet, and the payroll export of the approved ones. Cards on a phone, rows on wider screens.
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetList as List } from '../../../../contract/timesheets';
import { notify } from '../../../ui/toaster';
import { exportTimesheets } from '../api/export-timesheets';
import { FlagBadges, Hours, StatusBadge } from './timesheet-bits';

function ExportButtons({ period }: { period: { from: string; to: string } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await exportTimesheets(period, format);
    } catch {
      notify('error', t('attendance.timesheets.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <Button
          minH="11"
          variant="outline"
          loading={busy === 'csv'}
          onClick={() => void run('csv')}
          data-testid="export-csv"
        >
          {t('attendance.timesheets.exportCsv')}
        </Button>
        <Button
          minH="11"
          variant="outline"
          loading={busy === 'xlsx'}
          onClick={() => void run('xlsx')}
          data-testid="export-xlsx"
        >
          {t('attendance.timesheets.exportXlsx')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('attendance.timesheets.exportHint')}
      </Text>
    </Stack>
  );
}

export function TimesheetList({ list, onOpen }: { list: List; onOpen: (staffId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <ExportButtons period={{ from: list.period_from, to: list.period_to }} />
      {list.results.length === 0 ? (
        <Text color="fg.muted">{t('attendance.timesheets.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('attendance.timesheets.person')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('attendance.timesheets.worked')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('attendance.timesheets.overtime')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('attendance.timesheets.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('attendance.timesheets.flags')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.results.map((row) => (
                <Table.Row key={row.staff} data-testid={`timesheet-row-${row.staff}`}>
                  <Table.Cell>
                    <Button variant="plain" colorPalette="blue" minH="11" px="0" onClick={() => onOpen(row.staff)}>
                      {row.staff_name}
                    </Button>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="row-worked">
                    <Hours minutes={row.totals.worked_minutes} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <Hours minutes={row.totals.overtime_minutes} />
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={row.status} />
                  </Table.Cell>
                  <Table.Cell>
                    <FlagBadges flags={row.flags} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
