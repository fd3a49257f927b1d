// Move a shift without a pointer (the grid's drag-and-drop for keyboards and screen readers): pick
// another day of the week and another row (a person, or a position), and the shift keeps its wall
// times in the company's zone.
import { Field, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../../../contract/shifts';
import { FormDialog } from '../../../../ui/form-dialog';
import { OptionsSelect } from '../../../../ui/options-select';
import { notify } from '../../../../ui/toaster';
import { useUpdateShift } from '../../api/shift-actions';
import { formErrors } from '../../lib/form-errors';
import { shiftDate, type ScheduleMode, type ScheduleRow } from '../../lib/schedule-week';
import { moveBody } from './schedule-grid-bits';

export function MoveShiftDialog({
  shift,
  mode,
  rows,
  dates,
  dayLabel,
  zone,
  onClose,
}: {
  shift: Shift;
  mode: ScheduleMode;
  rows: ScheduleRow[];
  dates: string[];
  dayLabel: (date: string) => string;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = mode === 'person' ? shift.staff : shift.position;
  const [date, setDate] = useState(shiftDate(shift, zone));
  const [row, setRow] = useState(current === null ? 'none' : String(current));
  const update = useUpdateShift();
  const save = () => {
    const target = rows.find((r) => r.key === row);
    update.mutate(moveBody(shift, date, target?.id ?? null, mode, zone), {
      onSuccess: () => {
        notify('success', t('shifts.moved'));
        onClose();
      },
      onError: (error) => {
        const shown = formErrors(error, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') });
        notify('error', shown.other ?? Object.values(shown.fields).join(' '));
      },
    });
  };
  return (
    <FormDialog
      title={t('shifts.move.title')}
      onClose={onClose}
      onSubmit={save}
      saving={update.isPending}
      submitLabel={t('shifts.move.submit')}
    >
      <Stack gap="4" data-testid="move-shift-dialog">
        <Field.Root>
          <Field.Label htmlFor="move-day">{t('shifts.move.day')}</Field.Label>
          <OptionsSelect
            id="move-day"
            value={date}
            onChange={(value) => value && setDate(value)}
            emptyLabel={dayLabel(date)}
            options={dates.filter((d) => d !== date).map((d) => ({ value: d, label: dayLabel(d) }))}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="move-row">
            {t(mode === 'person' ? 'shifts.move.person' : 'shifts.move.position')}
          </Field.Label>
          <OptionsSelect
            id="move-row"
            value={row === 'none' ? '' : row}
            onChange={(value) => setRow(value === '' ? 'none' : value)}
            emptyLabel={rows.find((r) => r.key === 'none')?.name ?? ''}
            options={rows.filter((r) => r.key !== 'none').map((r) => ({ value: r.key, label: r.name }))}
          />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
