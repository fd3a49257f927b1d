// The cascading article-category picker (spec knowledge base §2): a select per level, from the root
// down; the deepest chosen category is the value. KB admins can add a category (under the chosen
// one) or edit the chosen one from here. §5: "Please select a category" under it when missing.
import { Button, Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '../../../../contract/knowledge-base';
import { useCategories } from '../api/get-categories';
import { categoryPath, findCategory } from '../lib/category-tree';
import { CategoryModal } from './category-modal';

interface CategoryPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  canManage: boolean;
}

export function CategoryPicker({ value, onChange, error, canManage }: CategoryPickerProps) {
  const { t } = useTranslation();
  const tree = useCategories().data ?? [];
  const [modal, setModal] = useState<{ category: ArticleCategory | null } | null>(null);
  const path = categoryPath(tree, value);
  const levels: { options: ArticleCategory[]; chosen: ArticleCategory | undefined }[] = [
    { options: tree, chosen: path[0] },
  ];
  for (const [i, chosen] of path.entries()) {
    if (chosen.subcategories.length) levels.push({ options: chosen.subcategories, chosen: path[i + 1] });
  }

  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {t('knowledgeBase.form.category')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="2" width="full">
        {levels.map((level, depth) => (
          <NativeSelect.Root key={depth}>
            <NativeSelect.Field
              aria-label={
                depth === 0 ? t('knowledgeBase.form.category') : t('knowledgeBase.form.subcategory', { level: depth })
              }
              value={level.chosen?.id ?? ''}
              onChange={(e) => {
                const id = e.currentTarget.value ? Number(e.currentTarget.value) : null;
                // Clearing a sub-level keeps the level above as the choice.
                onChange(id ?? (depth > 0 ? path[depth - 1]!.id : null));
              }}
            >
              <option value="">
                {depth === 0 ? t('knowledgeBase.form.chooseCategory') : t('knowledgeBase.form.noSubcategory')}
              </option>
              {level.options.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.category}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ))}
        {canManage && (
          <Flex gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setModal({ category: null })}>
              {t('knowledgeBase.categories.add')}
            </Button>
            {value !== null && (
              <Button size="xs" variant="ghost" onClick={() => setModal({ category: findCategory(tree, value) })}>
                {t('knowledgeBase.categories.edit')}
              </Button>
            )}
          </Flex>
        )}
      </Stack>
      <Field.ErrorText>{error}</Field.ErrorText>
      {modal && (
        <CategoryModal
          tree={tree}
          category={modal.category}
          parent={modal.category ? null : value}
          onClose={(saved) => {
            setModal(null);
            if (saved && !modal.category) onChange(saved.id);
          }}
        />
      )}
    </Field.Root>
  );
}
