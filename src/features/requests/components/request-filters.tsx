// The request list's filters (state, type, title search), kept in the URL by the page.
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequestType } from '../../../../contract/requests';
import { REQUEST_STATUSES } from '../../../../contract/requests-constants';

interface Props {
  values: { state: string; type: string; search: string };
  types: RequestType[];
  onChange: (changes: Partial<Props['values']>) => void;
}

export function RequestFilters({ values, types, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={t('requests.filters.label')}
      columns={{ base: 1, sm: 3 }}
      gap="3"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field.Root>
        <Field.Label>{t('requests.filters.state')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.state} onChange={(e) => onChange({ state: e.currentTarget.value })}>
            <option value="">{t('requests.filters.anyState')}</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`requests.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('requests.filters.type')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.type} onChange={(e) => onChange({ type: e.currentTarget.value })}>
            <option value="">{t('requests.filters.anyType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('requests.filters.search')}</Field.Label>
        <Input
          type="search"
          defaultValue={values.search}
          placeholder={t('requests.filters.searchPlaceholder')}
          onChange={(e) => onChange({ search: e.currentTarget.value })}
        />
      </Field.Root>
    </SimpleGrid>
  );
}
