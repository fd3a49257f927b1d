// /inout/schedule/ Schedule (issue 24): an attendance admin's week, by person or by position, in the
// company's time zone. Shifts are added, opened and moved on the grid (components/schedule); the
// toolbar copies last week, applies or saves a template, and publishes the week's drafts (each
// person told by e-mail). ?week= is the week's first day (the company's week_starts_on weekday).
import { Button, Heading, HStack, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { addDays, weekStartOn } from '../../../../contract/local-time';
import type { Shift } from '../../../../contract/shifts';
import { useCurrentUser } from '../../../api/current-user';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useScheduleChoices } from '../api/get-schedule-choices';
import { useWeekShifts } from '../api/get-shifts';
import { useTimeClockSettings } from '../api/get-time-clock-settings';
import { useCopyLastWeek, usePublishShifts, useUpdateShift } from '../api/shift-actions';
import { MoveShiftDialog } from '../components/schedule/move-shift-dialog';
import { ScheduleGrid } from '../components/schedule/schedule-grid';
import { moveBody } from '../components/schedule/schedule-grid-bits';
import { ShiftDialog, type ShiftDraft } from '../components/schedule/shift-dialog';
import { ApplyTemplateDialog, SaveTemplateDialog } from '../components/schedule/template-dialogs';
import { formErrors } from '../lib/form-errors';
import { isAttendanceAdmin } from '../lib/permissions';
import { scheduleRows, weekDates, type ScheduleMode, type ScheduleRow } from '../lib/schedule-week';
import { useToday } from '../lib/use-today';
import { ShiftClaimsPanel } from '../components/open-shifts';
import { ShiftSwapsPanel } from '../components/shift-swaps/swap-offers';

export const MY_SHIFTS_PATH = '/inout/my-shifts/';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Open =
  | { kind: 'shift'; draft: ShiftDraft }
  | { kind: 'move'; shift: Shift }
  | { kind: 'save-template' }
  | { kind: 'apply-template' }
  | { kind: 'publish' }
  | null;

function useDayLabel() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    return (date: string) => format.format(Date.parse(`${date}T00:00:00Z`));
  }, [i18n.language]);
}

function ScheduleWeek({ weekStart, onWeek }: { weekStart: string; onWeek: (week: string) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ScheduleMode>('person');
  const [open, setOpen] = useState<Open>(null);
  const week = useWeekShifts(weekStart);
  const choices = useScheduleChoices();
  const copy = useCopyLastWeek();
  const publish = usePublishShifts();
  const update = useUpdateShift();
  const dayLabel = useDayLabel();
  const zone = week.data?.time_zone ?? 'UTC';
  const dates = useMemo(() => weekDates(weekStart), [weekStart]);
  const shifts = week.data?.results;
  const rows = useMemo(
    () =>
      scheduleRows(
        shifts ?? [],
        mode,
        mode === 'person' ? choices.staff : choices.positions,
        zone,
        t(mode === 'person' ? 'shifts.openShifts' : 'shifts.noPosition'),
      ),
    [shifts, mode, choices.staff, choices.positions, zone, t],
  );
  const drafts = shifts?.filter((s) => s.status === 'draft').length ?? 0;
  const failed = (error: unknown) => {
    const shown = formErrors(error, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') });
    notify('error', shown.other ?? Object.values(shown.fields).join(' '));
  };

  const onOpen = useCallback(
    (shift: Shift) => setOpen({ kind: 'shift', draft: { shift, date: '', staff: null, position: null } }),
    [],
  );
  const onMove = useCallback((shift: Shift) => setOpen({ kind: 'move', shift }), []);
  const onAdd = useCallback(
    (date: string, row: ScheduleRow) =>
      setOpen({
        kind: 'shift',
        draft: { date, staff: mode === 'person' ? row.id : null, position: mode === 'position' ? row.id : null },
      }),
    [mode],
  );
  const onDrop = useCallback(
    (id: number, date: string, row: ScheduleRow) => {
      const shift = shifts?.find((s) => s.id === id);
      if (!shift) return;
      update.mutate(moveBody(shift, date, row.id, mode, zone), {
        onSuccess: () => notify('success', t('shifts.moved')),
        onError: failed,
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `failed` and `update` are stable enough: a new render passes new ones anyway
    [shifts, mode, zone],
  );

  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Button minH="11" variant="outline" onClick={() => onWeek(addDays(weekStart, -7))}>
          {t('shifts.previousWeek')}
        </Button>
        <Button minH="11" variant="outline" onClick={() => onWeek(addDays(weekStart, 7))}>
          {t('shifts.nextWeek')}
        </Button>
        <Text fontWeight="medium" data-testid="schedule-week">
          {dayLabel(weekStart)} – {dayLabel(addDays(weekStart, 6))}
        </Text>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        <Button minH="11" colorPalette="blue" onClick={() => onAdd(weekStart, rows[0]!)} data-testid="new-shift">
          {t('shifts.newShift')}
        </Button>
        <Button
          minH="11"
          variant="outline"
          loading={copy.isPending}
          data-testid="copy-last-week"
          onClick={() =>
            copy.mutate(weekStart, {
              onSuccess: (r) => notify('success', t('shifts.added', { count: r.created, skipped: r.skipped })),
              onError: failed,
            })
          }
        >
          {t('shifts.copyLastWeek')}
        </Button>
        <Button
          minH="11"
          variant="outline"
          onClick={() => setOpen({ kind: 'apply-template' })}
          data-testid="apply-template"
        >
          {t('shifts.template.apply')}
        </Button>
        <Button
          minH="11"
          variant="outline"
          onClick={() => setOpen({ kind: 'save-template' })}
          data-testid="save-template"
        >
          {t('shifts.template.save')}
        </Button>
        <Button
          minH="11"
          colorPalette="green"
          disabled={drafts === 0}
          onClick={() => setOpen({ kind: 'publish' })}
          data-testid="publish-week"
        >
          {t('shifts.publish', { count: drafts })}
        </Button>
      </HStack>
      <SegmentGroup.Root
        value={mode}
        onValueChange={(e) => e.value && setMode(e.value as ScheduleMode)}
        size="sm"
        aria-label={t('shifts.viewBy')}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'person', label: t('shifts.byPerson') },
            { value: 'position', label: t('shifts.byPosition') },
          ]}
        />
      </SegmentGroup.Root>
      <ShiftClaimsPanel zone={zone} />
      <ShiftSwapsPanel zone={zone} />
      {week.isError && <Text color="red.fg">{t('shifts.loadFailed')}</Text>}
      {week.isPending || !choices.settled ? (
        <Skeleton h="60" />
      ) : (
        <ScheduleGrid
          rows={rows}
          dates={dates}
          mode={mode}
          zone={zone}
          dayLabel={dayLabel}
          onOpen={onOpen}
          onAdd={onAdd}
          onMove={onMove}
          onDrop={onDrop}
        />
      )}
      {open?.kind === 'shift' && (
        <ShiftDialog draft={open.draft} zone={zone} choices={choices} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'move' && (
        <MoveShiftDialog
          shift={open.shift}
          mode={mode}
          rows={rows}
          dates={dates}
          dayLabel={dayLabel}
          zone={zone}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'save-template' && <SaveTemplateDialog weekStart={weekStart} onClose={() => setOpen(null)} />}
      {open?.kind === 'apply-template' && <ApplyTemplateDialog weekStart={weekStart} onClose={() => setOpen(null)} />}
      {open?.kind === 'publish' && (
        <ConfirmDialog
          open
          title={t('shifts.publishTitle')}
          text={t('shifts.publishMessage', { count: drafts })}
          confirmLabel={t('shifts.publish', { count: drafts })}
          colorPalette="blue"
          loading={publish.isPending}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          onConfirm={() =>
            publish.mutate(
              { date_from: weekStart, date_to: addDays(weekStart, 6) },
              {
                onSuccess: (r) => {
                  notify('success', t('shifts.publishedCount', { count: r.published, notified: r.notified }));
                  setOpen(null);
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </Stack>
  );
}

export function SchedulePage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const settings = useTimeClockSettings();
  const asked = params.get('week');
  const weekStart =
    asked && DATE.test(asked)
      ? asked
      : settings.data
        ? weekStartOn(today, settings.data.week_starts_on)
        : settings.isError
          ? weekStartOn(today, 0)
          : undefined;
  if (me && !isAttendanceAdmin(me)) return <Navigate to={MY_SHIFTS_PATH} replace />;
  return (
    <Stack gap="4" data-testid="schedule-page">
      <Heading size="lg">{t('shifts.scheduleTitle')}</Heading>
      {weekStart ? <ScheduleWeek weekStart={weekStart} onWeek={(week) => setParams({ week })} /> : <Skeleton h="60" />}
    </Stack>
  );
}
