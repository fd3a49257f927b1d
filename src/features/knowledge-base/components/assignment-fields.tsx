// The advanced mode of the form ("More Options (Assigning)", §2): visibility (public knowledge
// bases only for PUBLIC, §4), who it is assigned to, assign to everyone, and the reassign
// frequency (0 Never to 12 months, §5). Divisions, individuals and positions are picked from the
// people module's lists, responsibilities from theirs (page size 100), each with the searchable
// picker (issue 20: people of the same name are told apart by their e-mail or position).
import { Checkbox, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_VISIBILITY,
  REASSIGN_MONTHS_MAX,
  REASSIGN_MONTHS_MIN,
  type ArticleVisibility,
} from '../../../../contract/knowledge-base-constants';
import { useAssignmentChoices, type Choice } from '../api/get-assignment-choices';
import { useResponsibilities } from '../api/get-responsibilities';
import { usePublicKnowledgebases } from '../api/public-knowledgebases';
import { PeoplePicker } from '../../../ui/people-picker';
import type { ArticleFormValues } from '../lib/article-form';

/** Visibility is the article's; a course (which has none) leaves it out and the select is not shown. */
type Fields = Partial<Pick<ArticleFormValues, 'visibility' | 'public_knowledgebases'>> &
  Pick<
    ArticleFormValues,
    | 'division'
    | 'individuals'
    | 'assigned_positions'
    | 'assigned_responsibilities'
    | 'is_assigned_to_everyone'
    | 'reassign_month_duration'
  >;

/** A labelled list to pick several public knowledge bases from (a company has a handful: a native
 * multiple select, which keyboard and screen readers know). */
function ChoiceList({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <select
        multiple
        aria-label={label}
        value={value.map(String)}
        onChange={(e) => onChange(Array.from(e.currentTarget.selectedOptions, (o) => Number(o.value)))}
        style={{
          width: '100%',
          minHeight: '6rem',
          border: '1px solid var(--chakra-colors-border)',
          borderRadius: '6px',
        }}
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </Field.Root>
  );
}

/** §4: only PUBLIC keeps public knowledge bases; any other value clears the selection. */
export function visibilityPatch(visibility: ArticleVisibility): Partial<Fields> {
  return visibility === ARTICLE_VISIBILITY.PUBLIC ? { visibility } : { visibility, public_knowledgebases: [] };
}

/**
 * §4: shown only for PUBLIC. When the company has exactly one public knowledge base and none is
 * chosen, it is chosen for the admin (the list loads when PUBLIC is picked, so this runs then).
 */
function PublicKnowledgebaseField({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const bases = usePublicKnowledgebases().data;
  const only = bases?.length === 1 ? bases[0]!.id : null;
  useEffect(() => {
    if (only !== null && value.length === 0) onChange([only]);
  }, [only, value.length, onChange]);
  return (
    <ChoiceList
      label={t('publicKb.form.bases')}
      choices={(bases ?? []).map((b) => ({ id: b.id, name: b.name }))}
      value={value}
      onChange={onChange}
    />
  );
}

export function AssignmentFields({ values, onChange }: { values: Fields; onChange: (patch: Partial<Fields>) => void }) {
  const { t } = useTranslation();
  const responsibilities = useResponsibilities(true).data?.results ?? [];
  const { divisions, staff, positions } = useAssignmentChoices(true);
  const onPublicBases = useCallback(
    (public_knowledgebases: number[]) => onChange({ public_knowledgebases }),
    [onChange],
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {values.visibility !== undefined && (
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
        )}
        {values.visibility === ARTICLE_VISIBILITY.PUBLIC && (
          <PublicKnowledgebaseField value={values.public_knowledgebases ?? []} onChange={onPublicBases} />
        )}
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
        <PeoplePicker
          label={t('knowledgeBase.form.divisions')}
          choices={divisions}
          value={values.division}
          onChange={(division) => onChange({ division })}
        />
        <PeoplePicker
          label={t('knowledgeBase.form.individuals')}
          choices={staff}
          value={values.individuals}
          onChange={(individuals) => onChange({ individuals })}
        />
        <PeoplePicker
          label={t('knowledgeBase.form.positions')}
          choices={positions}
          value={values.assigned_positions}
          onChange={(assigned_positions) => onChange({ assigned_positions })}
        />
        <PeoplePicker
          label={t('knowledgeBase.form.responsibilities')}
          choices={responsibilities}
          value={values.assigned_responsibilities}
          onChange={(assigned_responsibilities) => onChange({ assigned_responsibilities })}
        />
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
