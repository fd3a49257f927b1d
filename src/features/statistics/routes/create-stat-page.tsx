// /statistics/create-stat/ (and /statistics/create) Create Stat, for stat admins: name, period
// type, owner (the company's staff; the creator by default), division, tags and whether a fall is
// good. A refusal shows "Couldn't Create Stat" with the server's text (people §8), e.g. the free
// plan's limit of 6 stats, and the fields it names are marked.
import { Button, Checkbox, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StatCreate } from '../../../../contract/statistics';
import {
  PERIOD_TYPES,
  STAT_DESCRIPTION_MAX,
  STAT_NAME_MAX,
  STAT_TAGS_MAX,
  type PeriodType,
} from '../../../../contract/statistics-constants';
import { useCurrentUser } from '../../../api/current-user';
import { ValidationApiError } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useCreateStat } from '../api/create-stat';
import { useStatChoices } from '../api/get-stat-options';
import { createStatErrorMessage } from '../api/stat-messages';

type Form = {
  name: string;
  description: string;
  period_type: PeriodType;
  owner: string;
  division: string;
  tags: string;
  inverted: boolean;
};

/** Tags typed as "north, weekly": trimmed, without blanks or repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, STAT_TAGS_MAX);
}

export function CreateStatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const choices = useStatChoices().data;
  const create = useCreateStat();
  const [form, setForm] = useState<Form>({
    name: '',
    description: '',
    period_type: 'WEEKLY',
    owner: '',
    division: '',
    tags: '',
    inverted: false,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const owner = form.owner || (me ? String(me.staff_id) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setErrors({ name: [t('statistics.create.nameRequired')] });
      return;
    }
    const body: StatCreate = {
      name: form.name.trim(),
      description: form.description,
      period_type: form.period_type,
      stat_owner: owner ? Number(owner) : undefined,
      stat_division: form.division ? Number(form.division) : null,
      tags: parseTags(form.tags),
      is_inverted: form.inverted,
    };
    create.mutate(body, {
      onSuccess: (stat) => {
        notify('success', t('statistics.create.created', { name: stat.name }));
        void navigate(`/statistics/single/?search=${encodeURIComponent(stat.name)}`);
      },
      onError: (error) => {
        setErrors(error instanceof ValidationApiError ? error.fields : {});
        notify('error', createStatErrorMessage(t, error));
      },
    });
  };

  const fieldError = (name: string) => errors[name]?.join(' ');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="3xl">
        <Heading as="h1" size="2xl">
          {t('statistics.create.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={Boolean(fieldError('name'))} gridColumn={{ md: 'span 2' }}>
            <Field.Label>
              {t('statistics.create.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={form.name} maxLength={STAT_NAME_MAX} onChange={(e) => set({ name: e.currentTarget.value })} />
            <Field.ErrorText>{fieldError('name')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fieldError('period_type'))}>
            <Field.Label>{t('statistics.filters.interval')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.period_type}
                onChange={(e) => set({ period_type: e.currentTarget.value as PeriodType })}
              >
                {PERIOD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`statistics.periodTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldError('period_type')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fieldError('stat_owner'))}>
            <Field.Label>{t('statistics.compare.owner')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={owner} onChange={(e) => set({ owner: e.currentTarget.value })}>
                {!choices?.owners.some((o) => String(o.id) === owner) && (
                  <option value={owner}>{t('statistics.create.me')}</option>
                )}
                {choices?.owners.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldError('stat_owner')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fieldError('stat_division'))}>
            <Field.Label>{t('statistics.filters.division')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.division} onChange={(e) => set({ division: e.currentTarget.value })}>
                <option value="">{t('statistics.create.noDivision')}</option>
                {choices?.divisions.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldError('stat_division')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fieldError('tags'))}>
            <Field.Label>{t('statistics.create.tags')}</Field.Label>
            <Input value={form.tags} onChange={(e) => set({ tags: e.currentTarget.value })} />
            <Field.HelperText>{t('statistics.create.tagsHelp')}</Field.HelperText>
            <Field.ErrorText>{fieldError('tags')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(fieldError('description'))} gridColumn={{ md: 'span 2' }}>
            <Field.Label>{t('statistics.create.description')}</Field.Label>
            <Textarea
              value={form.description}
              maxLength={STAT_DESCRIPTION_MAX}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
            <Field.ErrorText>{fieldError('description')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root checked={form.inverted} onCheckedChange={(d) => set({ inverted: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('statistics.create.inverted')}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" alignSelf="start" loading={create.isPending}>
          {t('statistics.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
