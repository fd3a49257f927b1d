// Create or edit one shift: who (or nobody: an open shift), position, division, the day and the
// start and end times in the company's zone (an end before the start is the next morning), a note.
// The server's refusals show under their fields; Delete sits at the left of an existing shift's
// footer. Changing the day or the person here is also how a shift moves without a pointer.
import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../../../contract/shifts';
import { FormDialog } from '../../../../ui/form-dialog';
import { OptionsSelect } from '../../../../ui/options-select';
import { notify } from '../../../../ui/toaster';
import type { ScheduleChoice } from '../../api/get-schedule-choices';
import { useCreateShift, useDeleteShift, useUpdateShift } from '../../api/shift-actions';
import { formErrors } from '../../lib/form-errors';
import { clockTime, shiftDate, shiftInstants } from '../../lib/schedule-week';

export interface ShiftDraft {
  /** Undefined for a new shift. */
  shift?: Shift;
  date: string;
  staff: number | null;
  position: number | null;
}

const idOf = (value: string) => (value === '' ? null : Number(value));
const options = (list: readonly ScheduleChoice[]) => list.map((c) => ({ value: String(c.id), label: c.name }));

/** One of the shift's choices (person, position, division) with its error. */
function ChoiceField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  choices: readonly ScheduleChoice[];
  error?: string;
}) {
  const id = `shift-${props.name}`;
  return (
    <Field.Root invalid={!!props.error}>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <OptionsSelect
        id={id}
        value={props.value}
        onChange={props.onChange}
        emptyLabel={props.emptyLabel}
        options={options(props.choices)}
      />
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function ShiftDialog({
  draft,
  zone,
  choices,
  onClose,
}: {
  draft: ShiftDraft;
  zone: string;
  choices: { staff: ScheduleChoice[]; positions: ScheduleChoice[]; divisions: ScheduleChoice[] };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = draft.shift;
  const [staff, setStaff] = useState(String(existing?.staff ?? draft.staff ?? ''));
  const [position, setPosition] = useState(String(existing?.position ?? draft.position ?? ''));
  const [division, setDivision] = useState(String(existing?.division ?? ''));
  const [date, setDate] = useState(existing ? shiftDate(existing, zone) : draft.date);
  const [start, setStart] = useState(existing ? clockTime(existing.start, zone) : '09:00');
  const [end, setEnd] = useState(existing ? clockTime(existing.end, zone) : '17:00');
  const [note, setNote] = useState(existing?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateShift();
  const update = useUpdateShift();
  const remove = useDeleteShift();

  const failed = (error: unknown) => {
    const shown = formErrors(error, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') });
    setErrors(shown.fields);
    if (shown.other) notify('error', shown.other);
  };

  const save = () => {
    if (!date || !start || !end) {
      setErrors({ start: t('shifts.dialog.timesRequired') });
      return;
    }
    const body = {
      staff: idOf(staff),
      position: idOf(position),
      division: idOf(division),
      ...shiftInstants(date, start, end, zone),
      note,
    };
    const done = () => {
      notify('success', t('shifts.saved'));
      onClose();
    };
    if (existing) update.mutate({ id: existing.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  const del = () =>
    existing &&
    remove.mutate(existing.id, {
      onSuccess: () => {
        notify('success', t('shifts.deleted'));
        onClose();
      },
      onError: failed,
    });

  return (
    <FormDialog
      title={t(existing ? 'shifts.dialog.editTitle' : 'shifts.dialog.newTitle')}
      onClose={onClose}
      onSubmit={save}
      saving={create.isPending || update.isPending}
      extraActions={
        existing && (
          <Button variant="outline" colorPalette="red" mr="auto" loading={remove.isPending} onClick={del}>
            {t('shifts.dialog.delete')}
          </Button>
        )
      }
    >
      <Stack gap="4" data-testid="shift-dialog">
        <ChoiceField
          name="staff"
          label={t('shifts.dialog.person')}
          value={staff}
          onChange={setStaff}
          emptyLabel={t('shifts.openShift')}
          choices={choices.staff}
          error={errors.staff}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ChoiceField
            name="position"
            label={t('shifts.dialog.position')}
            value={position}
            onChange={setPosition}
            emptyLabel={t('shifts.noPosition')}
            choices={choices.positions}
            error={errors.position}
          />
          <ChoiceField
            name="division"
            label={t('shifts.dialog.division')}
            value={division}
            onChange={setDivision}
            emptyLabel={t('shifts.noDivision')}
            choices={choices.divisions}
            error={errors.division}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Field.Root required>
            <Field.Label>{t('shifts.dialog.date')}</Field.Label>
            <Input type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} data-testid="shift-date" />
          </Field.Root>
          <Field.Root required invalid={!!errors.start}>
            <Field.Label>{t('shifts.dialog.start')}</Field.Label>
            <Input
              type="time"
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
              data-testid="shift-start"
            />
            <Field.ErrorText>{errors.start}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.end}>
            <Field.Label>{t('shifts.dialog.end')}</Field.Label>
            <Input type="time" value={end} onChange={(e) => setEnd(e.currentTarget.value)} data-testid="shift-end" />
            <Field.ErrorText>{errors.end}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('shifts.dialog.zoneHint', { zone })}
        </Text>
        <Field.Root invalid={!!errors.note}>
          <Field.Label>{t('shifts.dialog.note')}</Field.Label>
          <Textarea value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} rows={2} />
          <Field.ErrorText>{errors.note}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
