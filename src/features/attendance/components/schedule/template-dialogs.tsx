// Save the shown week as a named template, or apply one of the company's templates to it: both
// make drafts only, and say how many shifts were added and how many were already there.
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../ui/form-dialog';
import { OptionsSelect } from '../../../../ui/options-select';
import { notify } from '../../../../ui/toaster';
import { useShiftTemplates } from '../../api/get-shift-templates';
import { useApplyShiftTemplate, useSaveShiftTemplate } from '../../api/shift-actions';
import { formErrors } from '../../lib/form-errors';

export function SaveTemplateDialog({ weekStart, onClose }: { weekStart: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveShiftTemplate();
  return (
    <FormDialog
      title={t('shifts.template.saveTitle')}
      onClose={onClose}
      saving={save.isPending}
      onSubmit={() =>
        save.mutate(
          { name, week_start: weekStart },
          {
            onSuccess: (template) => {
              notify('success', t('shifts.template.saved', { name: template.name, count: template.rows.length }));
              onClose();
            },
            onError: (e) => {
              const shown = formErrors(e, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') });
              setError(shown.fields.name ?? shown.other ?? undefined);
            },
          },
        )
      }
    >
      <Field.Root required invalid={!!error}>
        <Field.Label>{t('shifts.template.name')}</Field.Label>
        <Input
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={120}
          data-testid="template-name"
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}

export function ApplyTemplateDialog({ weekStart, onClose }: { weekStart: string; onClose: () => void }) {
  const { t } = useTranslation();
  const templates = useShiftTemplates();
  const [chosen, setChosen] = useState('');
  const apply = useApplyShiftTemplate();
  const list = templates.data ?? [];
  return (
    <FormDialog
      title={t('shifts.template.applyTitle')}
      onClose={onClose}
      saving={apply.isPending}
      submitLabel={t('shifts.template.apply')}
      onSubmit={() => {
        if (!chosen) return;
        apply.mutate(
          { id: Number(chosen), weekStart },
          {
            onSuccess: (result) => {
              notify('success', t('shifts.added', { count: result.created, skipped: result.skipped }));
              onClose();
            },
            onError: (e) =>
              notify(
                'error',
                formErrors(e, { offline: t('shifts.offline'), generic: t('shifts.saveFailed') }).other ?? '',
              ),
          },
        );
      }}
    >
      <Stack gap="3">
        {templates.isSuccess && list.length === 0 ? (
          <Text color="fg.muted">{t('shifts.template.none')}</Text>
        ) : (
          <Field.Root>
            <Field.Label htmlFor="template-choice">{t('shifts.template.choose')}</Field.Label>
            <OptionsSelect
              id="template-choice"
              value={chosen}
              onChange={setChosen}
              emptyLabel={t('shifts.template.choose')}
              options={list.map((tpl) => ({ value: String(tpl.id), label: `${tpl.name} (${tpl.rows.length})` }))}
            />
          </Field.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
