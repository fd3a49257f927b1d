// /company/manage-holidays: the company's holidays of a year, by date. Attendance, profile and
// company admins add, edit and delete them (delete asks first); everyone else can read them.
// Holidays show in the time-off calendar and are marked on Working Hours.
import { Button, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Holiday } from '../../../../contract/attendance';
import { useCurrentUser } from '../../../api/current-user';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { notify } from '../../../ui/toaster';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidays } from '../api/get-holidays';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { HolidayDialog } from '../components/holiday-form';
import { formErrors } from '../lib/form-errors';
import { canManageHolidays } from '../lib/permissions';
import { useToday } from '../lib/use-today';

export function HolidaysPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser().data;
  const manage = me ? canManageHolidays(me) : false;
  const [params, setParams] = useSearchParams();
  const thisYear = Number(useToday().slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 1970 && asked <= 9999 ? asked : thisYear;
  const holidays = useHolidays(year);
  const remove = useDeleteHoliday();
  const [editing, setEditing] = useState<Holiday | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const show = (date: string) => day.format(Date.parse(`${date}T00:00:00Z`));
  const span = (h: Holiday) =>
    h.end_date && h.end_date !== h.date ? `${show(h.date)} – ${show(h.end_date)}` : show(h.date);

  const openEditor = (holiday: Holiday | null) => {
    setEditing(holiday);
    setDialogOpen(true);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify('success', t('attendance.holidays.deleted'));
      },
      onError: (error) =>
        notify(
          'error',
          formErrors(error, { offline: t('attendance.offlineAction'), generic: t('errors.generic') }).other ??
            t('errors.generic'),
        ),
    });
  };

  return (
    <Stack gap="5" maxW="4xl">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          {t('attendance.holidays.title')}
        </Heading>
        {manage && (
          <Button colorPalette="blue" onClick={() => openEditor(null)}>
            {t('attendance.holidays.add')}
          </Button>
        )}
      </HStack>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setParams({ year: String(year - 1) }, { replace: true })}
          aria-label={t('attendance.holidays.previousYear')}
        >
          ‹
        </Button>
        <Text fontWeight="semibold" fontSize="lg" minW="16" textAlign="center" data-testid="holiday-year">
          {year}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setParams({ year: String(year + 1) }, { replace: true })}
          aria-label={t('attendance.holidays.nextYear')}
        >
          ›
        </Button>
      </HStack>

      <StaleDataNote query={holidays} />
      {holidays.isPending ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="8" />
          ))}
        </Stack>
      ) : holidays.isError && !holidays.data ? (
        <HStack>
          <Text color="fg.muted">{t('attendance.holidays.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={() => void holidays.refetch()}>
            {t('common.retry')}
          </Button>
        </HStack>
      ) : holidays.data.length === 0 ? (
        <Text color="fg.muted">{t('attendance.holidays.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="holiday-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('attendance.holidays.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('attendance.holidays.dates')}</Table.ColumnHeader>
                {manage && <Table.ColumnHeader textAlign="end">{t('attendance.holidays.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {holidays.data.map((h) => (
                <Table.Row key={h.id}>
                  <Table.Cell fontWeight="medium">{h.name}</Table.Cell>
                  <Table.Cell>{span(h)}</Table.Cell>
                  {manage && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => openEditor(h)}
                        aria-label={t('attendance.holidays.editNamed', { name: h.name })}
                      >
                        {t('attendance.holidays.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setDeleting(h)}
                        aria-label={t('attendance.holidays.deleteNamed', { name: h.name })}
                      >
                        {t('common.delete')}
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <HolidayDialog holiday={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('attendance.holidays.deleteTitle')}
        text={deleting ? t('attendance.holidays.deleteText', { name: deleting.name }) : undefined}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
