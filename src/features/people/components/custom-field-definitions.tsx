// The company's custom fields (in Employees Admin; profile admins): add a field with its type, edit
// its name and whether it is required, add, rename and remove the choices of a choice field, delete
// a field — each with its success notice (§4, §8). Deleting a field or a choice asks first and says
// how many employees' values go with it, and its notice offers an Undo for 10 s that brings them
// back (issue 21).
import { Badge, Button, CloseButton, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition } from '../../../../contract/company-data';
import {
  CUSTOM_FIELD_TYPES,
  CHOICE_CREATED,
  CHOICE_DELETED,
  CHOICE_UPDATED,
  CUSTOM_FIELD_CREATED,
  CUSTOM_FIELD_DELETED,
} from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import {
  useCreateChoice,
  useCreateCustomField,
  useCustomFieldDefinitions,
  useDeleteChoice,
  useDeleteCustomField,
  useRestoreChoice,
  useRestoreCustomField,
  useUpdateChoice,
} from '../api/custom-fields';
import { CustomFieldDialog } from './custom-field-dialog';
import { NameDialog } from './name-dialog';
import { notifyDeletedWithUndo } from './undo-toast';

/** Runs a change and says how it went; a deletion's notice offers `undo`. */
async function attempt(
  action: () => Promise<unknown>,
  success: string,
  undo?: { t: TFunction; run: () => Promise<unknown> },
) {
  try {
    await action();
    if (undo) notifyDeletedWithUndo(undo.t, success, undo.run);
    else notify('success', success);
  } catch (error) {
    for (const message of errorMessages(error)) notify('error', message);
  }
}

function Choices({ field }: { field: CustomFieldDefinition }) {
  const { t } = useTranslation();
  const create = useCreateChoice();
  const remove = useDeleteChoice();
  const restore = useRestoreChoice();
  const rename = useUpdateChoice();
  const [label, setLabel] = useState('');
  const [renaming, setRenaming] = useState<CustomFieldDefinition['choices'][number] | null>(null);
  const [removing, setRemoving] = useState<CustomFieldDefinition['choices'][number] | null>(null);
  return (
    <HStack gap="1" flexWrap="wrap" ps="4">
      {field.choices.map((c) => (
        <Badge key={c.id} variant="outline" gap="1">
          {c.label}
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t('people.customFields.renameChoice', { name: c.label })}
            onClick={() => setRenaming(c)}
          >
            <Icon name="edit" />
          </IconButton>
          <CloseButton
            size="2xs"
            aria-label={t('people.customFields.removeChoice', { name: c.label })}
            onClick={() => setRemoving(c)}
          />
        </Badge>
      ))}
      <Input
        size="xs"
        maxW="40"
        aria-label={t('people.customFields.newChoice', { name: field.name })}
        placeholder={t('people.customFields.newChoicePlaceholder')}
        value={label}
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
      <Button
        size="xs"
        variant="outline"
        disabled={!label.trim()}
        onClick={() =>
          void attempt(async () => {
            await create.mutateAsync({ id: field.id, label: label.trim() });
            setLabel('');
          }, CHOICE_CREATED)
        }
      >
        {t('people.customFields.addChoice')}
      </Button>
      {removing && (
        <ConfirmDialog
          open
          title={t('people.customFields.removeChoiceTitle', { name: removing.label, field: field.name })}
          text={t('people.customFields.removeChoiceText', { count: removing.value_count })}
          confirmLabel={t('people.customFields.removeChoiceConfirm')}
          loading={remove.isPending}
          onOpenChange={(open) => !open && setRemoving(null)}
          onConfirm={() =>
            void attempt(() => remove.mutateAsync({ id: field.id, choiceId: removing.id }), CHOICE_DELETED, {
              t,
              run: () => restore.mutateAsync({ id: field.id, choiceId: removing.id }),
            }).then(() => setRemoving(null))
          }
        />
      )}
      {renaming && (
        <NameDialog
          title={t('people.customFields.renameChoice', { name: renaming.label })}
          label={t('people.customFields.choiceLabel')}
          initial={renaming.label}
          success={CHOICE_UPDATED}
          onSave={(newLabel) => rename.mutateAsync({ id: field.id, choiceId: renaming.id, label: newLabel })}
          onClose={() => setRenaming(null)}
        />
      )}
    </HStack>
  );
}

export function CustomFieldDefinitions() {
  const { t } = useTranslation();
  const fields = useCustomFieldDefinitions();
  const create = useCreateCustomField();
  const remove = useDeleteCustomField();
  const restore = useRestoreCustomField();
  const [editing, setEditing] = useState<CustomFieldDefinition | null>(null);
  const [deleting, setDeleting] = useState<CustomFieldDefinition | null>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomFieldDefinition['field_type']>('text');
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t('people.customFields.title')}</Text>
      {fields.data?.map((f) => (
        <Stack key={f.id} gap="1">
          <HStack justify="space-between">
            <Text>
              {f.name}{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                ({t(`people.customFields.types.${f.field_type}`)})
              </Text>
            </Text>
            <HStack gap="0">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('people.customFields.editNamed', { name: f.name })}
                onClick={() => setEditing(f)}
              >
                <Icon name="edit" />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('people.customFields.delete', { name: f.name })}
                onClick={() => setDeleting(f)}
              >
                <Icon name="trash" />
              </IconButton>
            </HStack>
          </HStack>
          {f.field_type === 'choice' && <Choices field={f} />}
        </Stack>
      ))}
      {deleting && (
        <ConfirmDialog
          open
          title={t('people.customFields.deleteTitle', { name: deleting.name })}
          text={t('people.customFields.deleteText', { count: deleting.value_count })}
          confirmLabel={t('people.customFields.deleteConfirm')}
          loading={remove.isPending}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={() =>
            void attempt(() => remove.mutateAsync(deleting.id), CUSTOM_FIELD_DELETED, {
              t,
              run: () => restore.mutateAsync(deleting.id),
            }).then(() => setDeleting(null))
          }
        />
      )}
      <HStack gap="2" flexWrap="wrap">
        <Input
          maxW="xs"
          aria-label={t('people.customFields.name')}
          placeholder={t('people.customFields.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field
            aria-label={t('people.customFields.type')}
            value={type}
            onChange={(e) => setType(e.currentTarget.value as CustomFieldDefinition['field_type'])}
          >
            {CUSTOM_FIELD_TYPES.map((ft) => (
              <option key={ft} value={ft}>
                {t(`people.customFields.types.${ft}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          variant="outline"
          disabled={!name.trim()}
          loading={create.isPending}
          onClick={() =>
            void attempt(async () => {
              await create.mutateAsync({ name: name.trim(), field_type: type });
              setName('');
            }, CUSTOM_FIELD_CREATED)
          }
        >
          {t('people.customFields.add')}
        </Button>
      </HStack>
      {editing && <CustomFieldDialog field={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
