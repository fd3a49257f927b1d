// The article list's filters (spec knowledge base §2): search words, type, tag, status (admins:
// published or drafts) and, for staff, only unread. Each change goes to the URL.
import { Checkbox, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticleTypes } from '../api/get-article-types';
import { useTags } from '../api/get-tags';
import type { ArticleFilter } from '../lib/use-article-filter';

const SEARCH_DELAY_MS = 300;

export function ArticleFilters({
  filter,
  onChange,
  admin,
}: {
  filter: ArticleFilter;
  onChange: (patch: Partial<ArticleFilter>) => void;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const types = useArticleTypes().data ?? [];
  const tags = useTags().data ?? [];
  const [search, setSearch] = useState(filter.search);
  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter.search, onChange]);

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: admin ? 4 : 4 }} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>{t('knowledgeBase.list.search')}</Field.Label>
        <Input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('knowledgeBase.form.type')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filter.type ?? ''}
            onChange={(e) => onChange({ type: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">{t('knowledgeBase.list.all')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('knowledgeBase.form.tags')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filter.tag} onChange={(e) => onChange({ tag: e.currentTarget.value })}>
            <option value="">{t('knowledgeBase.list.all')}</option>
            {tags.map((tag) => (
              <option key={tag.name} value={tag.name}>
                {`${tag.name} (${tag.article_count})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {admin ? (
        <Field.Root>
          <Field.Label>{t('knowledgeBase.list.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filter.status}
              onChange={(e) => onChange({ status: e.currentTarget.value === '1' ? 1 : 0 })}
            >
              <option value="0">{t('knowledgeBase.list.published')}</option>
              <option value="1">{t('knowledgeBase.list.drafts')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : (
        <Checkbox.Root checked={filter.unread} onCheckedChange={(d) => onChange({ unread: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('knowledgeBase.list.unreadOnly')}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </SimpleGrid>
  );
}
