// Request Settings (spec shell §2.3, anchor #request-settings on /account/settings; request admins):
// the request types staff choose from, whether each is time off, who approves it, and whether it
// is still in use, and the leave allowances of the time-off types. Composed into the settings page by src/app.
import { Button, Card, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestType, StaffOption } from '../../../../contract/requests';
import { useCurrentUser } from '../../../api/current-user';
import { pickerLabels } from '../../../lib/people-labels';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useRequestOptions } from '../api/get-request-options';
import {
  useCreateRequestType,
  useDeleteRequestType,
  useRequestTypes,
  useUpdateRequestType,
} from '../api/request-types';
import { showSaveError } from '../lib/form-errors';
import { LeaveAllowancesSection } from './leave-allowances-section';
import { hasRequestApp, isRequestAdmin } from '../lib/permissions';

function ApproverSelect({
  value,
  staff,
  onChange,
  label,
}: {
  value: number | null;
  staff: StaffOption[];
  onChange: (id: number | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const labels = pickerLabels(staff);
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      >
        <option value="">{t('requests.settings.anyAdmin')}</option>
        {staff.map((s) => (
          <option key={s.id} value={s.id}>
            {labels.get(s.id)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function TypeRow({ type, staff }: { type: RequestType; staff: StaffOption[] }) {
  const { t } = useTranslation();
  const update = useUpdateRequestType();
  const remove = useDeleteRequestType();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const failed = (error: unknown) => showSaveError(error, t('requests.form.offline'));
  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, { onSuccess: () => notify('success', t('requests.settings.saved')), onError: failed });
  return (
    <HStack as="li" gap="3" flexWrap="wrap" justify="space-between" py="2" borderBottomWidth="1px">
      <Stack gap="0" minW="10rem">
        <Text fontWeight="medium">{type.name}</Text>
        {type.is_time_off && (
          <Text fontSize="xs" color="fg.muted">
            {t('requests.settings.isTimeOff')}
          </Text>
        )}
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <ApproverSelect
          label={`${t('requests.settings.approver')}: ${type.name}`}
          value={type.approver?.id ?? null}
          staff={staff}
          onChange={(approver) => save({ id: type.id, approver })}
        />
        <Checkbox.Root
          checked={type.is_active}
          onCheckedChange={(d) => save({ id: type.id, is_active: d.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('requests.settings.active')}</Checkbox.Label>
        </Checkbox.Root>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
          {t('requests.settings.delete')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('requests.settings.confirmDelete', { name: type.name })}
        confirmLabel={t('requests.settings.delete')}
        loading={remove.isPending}
        onOpenChange={setConfirmingDelete}
        onConfirm={() =>
          remove.mutate(type.id, {
            onSuccess: () => notify('success', t('requests.settings.deleted')),
            onError: failed,
          })
        }
      />
    </HStack>
  );
}

function AddType({ staff }: { staff: StaffOption[] }) {
  const { t } = useTranslation();
  const create = useCreateRequestType();
  const [name, setName] = useState('');
  const [isTimeOff, setTimeOff] = useState(false);
  const [approver, setApprover] = useState<number | null>(null);
  const [error, setError] = useState('');
  const add = () =>
    create.mutate(
      { name, is_time_off: isTimeOff, approver },
      {
        onSuccess: () => {
          notify('success', t('requests.settings.saved'));
          setName('');
          setTimeOff(false);
        },
        onError: (e) => setError(showSaveError(e, t('requests.form.offline')).name ?? ''),
      },
    );
  return (
    <HStack as="form" gap="3" flexWrap="wrap" align="end" onSubmit={(e) => (e.preventDefault(), name.trim() && add())}>
      <Field.Root maxW="xs" invalid={Boolean(error)}>
        <Field.Label>{t('requests.settings.name')}</Field.Label>
        <Input size="sm" value={name} onChange={(e) => (setName(e.currentTarget.value), setError(''))} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <ApproverSelect label={t('requests.settings.approver')} value={approver} staff={staff} onChange={setApprover} />
      <Checkbox.Root checked={isTimeOff} onCheckedChange={(d) => setTimeOff(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('requests.settings.isTimeOff')}</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" size="sm" colorPalette="blue" disabled={!name.trim()} loading={create.isPending}>
        {t('requests.settings.add')}
      </Button>
    </HStack>
  );
}

export function RequestSettingsSection() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const allowed = Boolean(me && hasRequestApp(me) && isRequestAdmin(me));
  const types = useRequestTypes(allowed).data;
  const staff = useRequestOptions(allowed).data?.staff ?? [];
  if (!allowed) return null;
  return (
    <Card.Root id="request-settings" as="section" aria-labelledby="request-settings-title">
      <Card.Header>
        <Card.Title as="h2" id="request-settings-title">
          {t('requests.settings.title')}
        </Card.Title>
        <Card.Description>{t('requests.settings.intro')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {types?.length === 0 && <Text color="fg.muted">{t('requests.settings.none')}</Text>}
          <Stack as="ul" listStyleType="none" gap="0">
            {types?.map((type) => (
              <TypeRow key={type.id} type={type} staff={staff} />
            ))}
          </Stack>
          <AddType staff={staff} />
          {types && <LeaveAllowancesSection types={types} staff={staff} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
