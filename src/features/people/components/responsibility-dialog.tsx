// Create or edit a responsibility (spec people §5): title and description required ("This field is
// required"), and who holds it (empty on create unless chosen, §3).
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Responsibility } from '../../../../contract/people';
import { FIELD_REQUIRED } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useStaffSimple } from '../api/get-staff-simple';
import { useCreateResponsibility, useUpdateResponsibility } from '../api/responsibilities';
import { CheckboxList } from './checkbox-list';
import { FormDialog } from './form-dialog';

export function ResponsibilityDialog({
  responsibility,
  onOpenChange,
}: {
  responsibility: Responsibility | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const staff = useStaffSimple().data ?? [];
  const create = useCreateResponsibility();
  const update = useUpdateResponsibility();
  const [title, setTitle] = useState(responsibility?.title ?? '');
  const [description, setDescription] = useState(responsibility?.description ?? '');
  const [holders, setHolders] = useState<number[]>(responsibility?.assigned_to.map((s) => s.id) ?? []);
  const [touched, setTouched] = useState(false);
  const errors = {
    title: !title.trim() ? FIELD_REQUIRED : undefined,
    description: !description.trim() ? FIELD_REQUIRED : undefined,
  };
  const invalid = Boolean(errors.title || errors.description);

  async function submit() {
    setTouched(true);
    if (invalid) return;
    const body = { title: title.trim(), description: description.trim(), assigned_to: holders };
    try {
      if (responsibility) await update.mutateAsync({ id: responsibility.id, ...body });
      else await create.mutateAsync({ ...body, assigned_to: holders.length > 0 ? holders : null });
      notify('success', t(responsibility ? 'people.responsibilities.updated' : 'people.responsibilities.created'));
      onOpenChange(false);
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <FormDialog
      title={t(responsibility ? 'people.responsibilities.edit' : 'people.responsibilities.create')}
      disabled={touched && invalid}
      loading={create.isPending || update.isPending}
      onSubmit={() => void submit()}
      onOpenChange={onOpenChange}
    >
      <Field.Root required invalid={touched && Boolean(errors.title)}>
        <Field.Label>
          {t('people.responsibilities.title')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={touched && Boolean(errors.description)}>
        <Field.Label>
          {t('people.responsibilities.description')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <CheckboxList
        legend={t('people.responsibilities.assignedTo')}
        items={staff.map((s) => ({ id: s.id, label: s.name }))}
        value={holders}
        onChange={setHolders}
      />
    </FormDialog>
  );
}
