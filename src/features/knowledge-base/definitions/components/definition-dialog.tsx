// Creating or editing a definition (issue 20 item 9: definitions had no screen): the term, what it
// means and an optional category, which can be added here. Blank fields are refused before sending
// with our own message (aria-required, not the browser's required bubble, which would block it);
// the server's refusals (a term already defined, whatever its case) show under their field and go
// when the field changes.
import { Button, Field, Flex, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Definition } from '../../../../../contract/knowledge-base';
import { errorMessages, ValidationApiError } from '../../../../api/errors';
import { FormDialog } from '../../../../ui/form-dialog';
import { notify } from '../../../../ui/toaster';
import { useCreateDefinitionCategory, useSaveDefinition, type DefinitionInput } from '../api/definition-mutations';
import { useDefinitionCategories } from '../api/get-definitions';

type FieldName = keyof DefinitionInput;

export function DefinitionDialog({ definition, onClose }: { definition: Definition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DefinitionInput>({
    term: definition?.term ?? '',
    definition: definition?.definition ?? '',
    category: definition?.category ?? null,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [newCategory, setNewCategory] = useState('');
  const categories = useDefinitionCategories().data ?? [];
  const save = useSaveDefinition();
  const addCategory = useCreateDefinitionCategory();
  const set = (patch: Partial<DefinitionInput>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const submit = () => {
    const required = t('kbAdmin.definitions.required');
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.term.trim()) found.term = required;
    if (!values.definition.trim()) found.definition = required;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { ...values, ...(definition ? { id: definition.id } : {}) },
      {
        onSuccess: () => {
          notify('success', t(definition ? 'kbAdmin.definitions.updated' : 'kbAdmin.definitions.created'));
          onClose();
        },
        onError: (e) => {
          if (e instanceof ValidationApiError) {
            setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, m]) => [k, m.join(' ')])));
          } else errorMessages(e).forEach((m) => notify('error', m));
        },
      },
    );
  };

  const createCategory = () =>
    addCategory.mutate(newCategory.trim(), {
      onSuccess: (category) => {
        setNewCategory('');
        set({ category: category.id });
      },
      onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
    });

  return (
    <FormDialog
      title={t(definition ? 'kbAdmin.definitions.editTitle' : 'kbAdmin.definitions.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
    >
      <Stack gap="4">
        <Field.Root invalid={!!errors.term}>
          <Field.Label>{t('kbAdmin.definitions.term')}</Field.Label>
          <Input
            aria-required
            value={values.term}
            maxLength={200}
            onChange={(e) => set({ term: e.currentTarget.value })}
          />
          <Field.ErrorText>{errors.term}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.definition}>
          <Field.Label>{t('kbAdmin.definitions.definition')}</Field.Label>
          <Textarea
            aria-required
            value={values.definition}
            rows={4}
            onChange={(e) => set({ definition: e.currentTarget.value })}
          />
          <Field.ErrorText>{errors.definition}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.category}>
          <Field.Label>{t('kbAdmin.definitions.category')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.category ?? ''}
              onChange={(e) => set({ category: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('kbAdmin.definitions.noCategory')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.category}</Field.ErrorText>
        </Field.Root>
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root flex="1" minW="40">
            <Field.Label>{t('kbAdmin.definitions.newCategory')}</Field.Label>
            <Input value={newCategory} maxLength={200} onChange={(e) => setNewCategory(e.currentTarget.value)} />
          </Field.Root>
          <Button
            variant="outline"
            disabled={!newCategory.trim()}
            loading={addCategory.isPending}
            onClick={createCategory}
          >
            {t('kbAdmin.definitions.addCategory')}
          </Button>
        </Flex>
      </Stack>
    </FormDialog>
  );
}
