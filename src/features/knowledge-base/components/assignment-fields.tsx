// The advanced mode of the form ("More Options (Assigning)", §2): visibility (public knowledge
// bases only for PUBLIC, §4), who it is assigned to, assign to everyone, and the reassign
// frequency (0 Never to 12 months, §5). Divisions, individuals and positions are typed as ids until
// their pickers' lists are in the contract; responsibilities come from their list (page size 100).
import { Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_VISIBILITY,
  REASSIGN_MONTHS_MAX,
  REASSIGN_MONTHS_MIN,
  type ArticleVisibility,
} from '../../../../contract/knowledge-base-constants';
import { useResponsibilities } from '../api/get-responsibilities';
import type { ArticleFormValues } from '../lib/article-form';

type Fields = Pick<
  ArticleFormValues,
  | 'visibility'
  | 'public_knowledgebases'
  | 'division'
  | 'individuals'
  | 'assigned_positions'
  | 'assigned_responsibilities'
  | 'is_assigned_to_everyone'
  | 'reassign_month_duration'
>;

const parseIds = (text: string) => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

/** §4: only PUBLIC keeps public knowledge bases; any other value clears the selection. */
export function visibilityPatch(visibility: ArticleVisibility): Partial<Fields> {
  return visibility === ARTICLE_VISIBILITY.PUBLIC ? { visibility } : { visibility, public_knowledgebases: [] };
}

export function AssignmentFields({ values, onChange }: { values: Fields; onChange: (patch: Partial<Fields>) => void }) {
  const { t } = useTranslation();
  const responsibilities = useResponsibilities(true).data?.results ?? [];
  const idField = (name: 'division' | 'individuals' | 'assigned_positions', label: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        defaultValue={values[name].join(', ')}
        inputMode="numeric"
        onBlur={(e) => onChange({ [name]: parseIds(e.currentTarget.value) })}
      />
      <Field.HelperText>{t('knowledgeBase.form.idsHelp')}</Field.HelperText>
    </Field.Root>
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>{t('knowledgeBase.form.visibility')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.visibility}
              onChange={(e) => onChange(visibilityPatch(Number(e.currentTarget.value) as ArticleVisibility))}
            >
              <option value={ARTICLE_VISIBILITY.PUBLIC}>{t('knowledgeBase.visibility.0')}</option>
              <option value={ARTICLE_VISIBILITY.ALL_STAFF}>{t('knowledgeBase.visibility.1')}</option>
              <option value={ARTICLE_VISIBILITY.ASSIGNED_ONLY}>{t('knowledgeBase.visibility.2')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('knowledgeBase.form.reassign')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.reassign_month_duration}
              onChange={(e) => onChange({ reassign_month_duration: Number(e.currentTarget.value) })}
            >
              {Array.from(
                { length: REASSIGN_MONTHS_MAX - REASSIGN_MONTHS_MIN + 1 },
                (_, i) => i + REASSIGN_MONTHS_MIN,
              ).map((months) => (
                <option key={months} value={months}>
                  {months === 0
                    ? t('knowledgeBase.form.reassignNever')
                    : t('knowledgeBase.form.reassignMonths', { count: months })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {idField('division', t('knowledgeBase.form.divisions'))}
        {idField('individuals', t('knowledgeBase.form.individuals'))}
        {idField('assigned_positions', t('knowledgeBase.form.positions'))}
        <Field.Root>
          <Field.Label>{t('knowledgeBase.form.responsibilities')}</Field.Label>
          <select
            multiple
            aria-label={t('knowledgeBase.form.responsibilities')}
            value={values.assigned_responsibilities.map(String)}
            onChange={(e) =>
              onChange({
                assigned_responsibilities: Array.from(e.currentTarget.selectedOptions, (o) => Number(o.value)),
              })
            }
            style={{
              width: '100%',
              minHeight: '6rem',
              border: '1px solid var(--chakra-colors-border)',
              borderRadius: '6px',
            }}
          >
            {responsibilities.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </Field.Root>
      </SimpleGrid>
      <Checkbox.Root
        checked={values.is_assigned_to_everyone}
        onCheckedChange={(d) => onChange({ is_assigned_to_everyone: d.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('knowledgeBase.form.everyone')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
