// Leave allowances in Request Settings (issue 21; request admins): for a year, each time-off type's
// company default (days, whole from January or accrued monthly), and per-person overrides that
// replace it for one staff member. Balances follow at once (worked out by the server when read).
import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_ACCRUALS, type LeaveAccrual, type LeaveAllowance } from '../../../../contract/leave';
import type { RequestType, StaffOption } from '../../../../contract/requests';
import { pickerLabels } from '../../../lib/people-labels';
import { notify } from '../../../ui/toaster';
import { useDeleteLeaveAllowance, useLeaveAllowances, useSetLeaveAllowance } from '../api/leave-allowances';
import { showSaveError } from '../lib/form-errors';

interface Draft {
  days: string;
  accrual: LeaveAccrual;
}

function AllowanceFields({ label, draft, onChange }: { label: string; draft: Draft; onChange: (d: Draft) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Field.Root maxW="8rem">
        <Field.Label>{t('requests.allowances.days')}</Field.Label>
        <Input
          size="sm"
          type="number"
          min={0}
          step={0.5}
          inputMode="decimal"
          aria-label={`${t('requests.allowances.days')}: ${label}`}
          value={draft.days}
          onChange={(e) => onChange({ ...draft, days: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root maxW="12rem">
        <Field.Label>{t('requests.allowances.accrual')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={`${t('requests.allowances.accrual')}: ${label}`}
            value={draft.accrual}
            onChange={(e) => onChange({ ...draft, accrual: e.currentTarget.value as LeaveAccrual })}
          >
            {LEAVE_ACCRUALS.map((a) => (
              <option key={a} value={a}>
                {t(`requests.allowances.accruals.${a}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </>
  );
}

function useSave() {
  const { t } = useTranslation();
  const set = useSetLeaveAllowance();
  const save = (body: Parameters<typeof set.mutate>[0], onSuccess?: () => void) =>
    set.mutate(body, {
      onSuccess: () => (notify('success', t('requests.allowances.saved')), onSuccess?.()),
      onError: (error) => void showSaveError(error, t('requests.form.offline')),
    });
  return { save, pending: set.isPending };
}

function DefaultRow({ type, year, current }: { type: RequestType; year: number; current?: LeaveAllowance }) {
  const { t } = useTranslation();
  const { save, pending } = useSave();
  const [draft, setDraft] = useState<Draft>({
    days: current ? String(current.days) : '',
    accrual: current?.accrual ?? 'yearly',
  });
  return (
    <HStack
      as="form"
      gap="3"
      flexWrap="wrap"
      align="end"
      data-testid="allowance-default"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save({ request_type: type.id, year, days: Number(draft.days), accrual: draft.accrual });
      }}
    >
      <Text fontWeight="medium" minW="10rem" pb="2">
        {type.name}
      </Text>
      <AllowanceFields label={type.name} draft={draft} onChange={setDraft} />
      <Button type="submit" size="sm" variant="outline" disabled={draft.days === ''} loading={pending}>
        {t('requests.settings.save')}
      </Button>
    </HStack>
  );
}

function AddOverride({ types, staff, year }: { types: RequestType[]; staff: StaffOption[]; year: number }) {
  const { t } = useTranslation();
  const { save, pending } = useSave();
  const labels = pickerLabels(staff);
  const [person, setPerson] = useState('');
  const [type, setType] = useState(String(types[0]?.id ?? ''));
  const [draft, setDraft] = useState<Draft>({ days: '', accrual: 'yearly' });
  const ready = person !== '' && type !== '' && draft.days !== '';
  return (
    <HStack
      as="form"
      gap="3"
      flexWrap="wrap"
      align="end"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (!ready) return;
        const body = { request_type: Number(type), staff: Number(person), year, ...draft, days: Number(draft.days) };
        save(body, () => setDraft({ days: '', accrual: 'yearly' }));
      }}
    >
      <Field.Root maxW="14rem">
        <Field.Label>{t('requests.allowances.person')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={person} onChange={(e) => setPerson(e.currentTarget.value)}>
            <option value="">{t('requests.allowances.choosePerson')}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {labels.get(s.id)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="12rem">
        <Field.Label>{t('requests.form.type')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={type} onChange={(e) => setType(e.currentTarget.value)}>
            {types.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <AllowanceFields label={t('requests.allowances.override')} draft={draft} onChange={setDraft} />
      <Button type="submit" size="sm" colorPalette="blue" disabled={!ready} loading={pending}>
        {t('requests.allowances.addOverride')}
      </Button>
    </HStack>
  );
}

export function LeaveAllowancesSection({ types, staff }: { types: RequestType[]; staff: StaffOption[] }) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const allowances = useLeaveAllowances(year).data;
  const remove = useDeleteLeaveAllowance();
  const timeOff = types.filter((x) => x.is_time_off);
  if (timeOff.length === 0) return null;
  const overrides = allowances?.filter((a) => a.staff !== null) ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="leave-allowances-title" data-testid="leave-allowances">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h3" size="md" id="leave-allowances-title">
          {t('requests.allowances.title')}
        </Heading>
        <NativeSelect.Root size="sm" maxW="8rem">
          <NativeSelect.Field
            aria-label={t('requests.allowances.year')}
            value={year}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
          >
            {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('requests.allowances.intro')}
      </Text>
      {/* Keyed by year and list, so each row starts from what is saved for the year shown. */}
      {allowances &&
        timeOff.map((type) => (
          <DefaultRow
            key={`${year}-${type.id}`}
            type={type}
            year={year}
            current={allowances.find((a) => a.request_type === type.id && a.staff === null)}
          />
        ))}
      <Heading as="h4" size="sm">
        {t('requests.allowances.overrides')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1">
        {overrides.map((a) => (
          <HStack as="li" key={a.id} justify="space-between" gap="3" data-testid="allowance-override">
            <Text fontSize="sm">
              {t('requests.allowances.overrideLine', {
                name: a.staff_name,
                type: a.request_type_name,
                days: a.days,
                accrual: t(`requests.allowances.accruals.${a.accrual}`),
              })}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              loading={remove.isPending && remove.variables === a.id}
              onClick={() => remove.mutate(a.id, { onError: (e) => void showSaveError(e, t('requests.form.offline')) })}
            >
              {t('requests.settings.delete')}
            </Button>
          </HStack>
        ))}
      </Stack>
      <AddOverride types={timeOff} staff={staff} year={year} />
    </Stack>
  );
}
