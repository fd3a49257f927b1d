// Create or edit a position (spec people §5): name required ("Please enter position name."),
// division required (browser validation), order chosen from 1 to the number of positions + 1 (§9),
// the position it reports to, the text shown above it on the charts, and its responsibilities.
import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '../../../../contract/people';
import { POSITION_CREATE_FAILED, POSITION_NAME_REQUIRED } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useCreatePosition, useUpdatePosition } from '../api/organisation';
import { useResponsibilities } from '../api/responsibilities';
import { CheckboxList } from './checkbox-list';
import { FormDialog } from './form-dialog';
import { DivisionPicker } from './pickers';

/** §9: order options run from 1 to the number of positions plus 1. */
export const orderOptions = (count: number) => Array.from({ length: count + 1 }, (_, i) => i + 1);

export function PositionDialog({
  position,
  positions,
  onOpenChange,
}: {
  /** null: a new position. */
  position: Position | null;
  positions: Position[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const responsibilities = useResponsibilities().data?.results ?? [];
  const [name, setName] = useState(position?.name ?? '');
  const [division, setDivision] = useState(position?.division ? String(position.division) : '');
  const [manager, setManager] = useState(position?.manager ? String(position.manager) : '');
  const [order, setOrder] = useState(String(position?.order ?? positions.length + 1));
  const [description, setDescription] = useState(position?.description ?? '');
  const [aboveText, setAboveText] = useState(position?.above_text ?? '');
  const [held, setHeld] = useState<number[]>(position?.responsibilities ?? []);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? POSITION_NAME_REQUIRED : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    setTouched(true);
    if (!name.trim() || !event.currentTarget.reportValidity()) return;
    const body = {
      name: name.trim(),
      division: division ? Number(division) : null,
      manager: manager ? Number(manager) : null,
      order: Number(order),
      description,
      above_text: aboveText,
      responsibilities: held,
    };
    try {
      if (position) await update.mutateAsync({ id: position.id, ...body });
      else await create.mutateAsync(body);
      notify('success', t(position ? 'people.positions.updated' : 'people.positions.created'));
      onOpenChange(false);
    } catch (error) {
      const messages = errorMessages(error).join(' ');
      notify('error', position ? messages : `${POSITION_CREATE_FAILED} ${messages}`);
    }
  }

  return (
    <FormDialog
      title={t(position ? 'people.positions.edit' : 'people.positions.create')}
      size="lg"
      validate
      loading={create.isPending || update.isPending}
      onSubmit={(e) => void submit(e)}
      // The browser stops the submit on an empty required field; the name's own message shows too.
      onInvalid={() => setTouched(true)}
      onOpenChange={onOpenChange}
    >
      <Field.Root invalid={Boolean(nameError)} required>
        <Field.Label>
          {t('people.positions.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>{nameError}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required>
          <Field.Label htmlFor="position-division">
            {t('people.fields.division')}
            <Field.RequiredIndicator />
          </Field.Label>
          <DivisionPicker
            id="position-division"
            value={division}
            onChange={setDivision}
            emptyLabel={t('people.positions.chooseDivision')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="position-order">{t('people.positions.order')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id="position-order" value={order} onChange={(e) => setOrder(e.currentTarget.value)}>
              {orderOptions(positions.length).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label htmlFor="position-manager">{t('people.positions.reportsTo')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id="position-manager" value={manager} onChange={(e) => setManager(e.currentTarget.value)}>
            <option value="">{t('people.none')}</option>
            {positions
              .filter((p) => p.id !== position?.id)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('people.positions.aboveText')}</Field.Label>
        <Input value={aboveText} onChange={(e) => setAboveText(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('people.positions.description')}</Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Field.Root>
      {responsibilities.length > 0 && (
        <CheckboxList
          legend={t('nav.employees.responsibilities')}
          items={responsibilities.map((r) => ({ id: r.id, label: r.title }))}
          value={held}
          onChange={setHeld}
        />
      )}
    </FormDialog>
  );
}
