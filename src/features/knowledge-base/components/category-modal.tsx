// Add or edit an article category (KB admins): name (required, §5) and parent (a category cannot be
// its own parent: it and its subcategories are left out of the choices, §2). Delete asks first with
// §5's "Are you sure you want to delete this category?" / "This action cannot be undone.".
import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '../../../../contract/knowledge-base';
import {
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_REQUIRED,
  DELETE_CATEGORY_CONFIRM_TEXT,
  DELETE_CATEGORY_CONFIRM_TITLE,
} from '../../../../contract/knowledge-base-constants';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { FormDialog } from '../../../ui/form-dialog';
import { notify } from '../../../ui/toaster';
import { useDeleteCategory, useSaveCategory } from '../api/category-mutations';
import { parentOptions } from '../lib/category-tree';
import { ConfirmDialog } from './confirm-dialog';

interface CategoryModalProps {
  tree: ArticleCategory[];
  /** The category to edit, or null to add one (under `parent`). */
  category: ArticleCategory | null;
  parent?: number | null;
  onClose: (saved?: ArticleCategory) => void;
}

export function CategoryModal({ tree, category, parent = null, onClose }: CategoryModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.category ?? '');
  const [parentId, setParentId] = useState<number | null>(category ? category.parent : parent);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveCategory();
  const remove = useDeleteCategory();

  const submit = () => {
    if (!name.trim()) {
      setError(CATEGORY_NAME_REQUIRED);
      return;
    }
    save.mutate(
      { id: category?.id, category: name.trim(), parent: parentId },
      {
        onSuccess: (saved) => onClose(saved),
        onError: (e) => {
          if (e instanceof ValidationApiError) setError(Object.values(e.fields).flat().join(' '));
          for (const message of errorMessages(e)) notify('error', message);
        },
      },
    );
  };

  return (
    <>
      <FormDialog
        title={t(category ? 'knowledgeBase.categories.edit' : 'knowledgeBase.categories.add')}
        onClose={() => onClose()}
        onSubmit={submit}
        saving={save.isPending}
        size={{ base: 'full', sm: 'md' }}
        extraActions={
          category && (
            <Button colorPalette="red" variant="outline" mr="auto" onClick={() => setConfirmDelete(true)}>
              {t('common.delete')}
            </Button>
          )
        }
      >
        <Stack gap="4">
          <Field.Root required invalid={Boolean(error)}>
            <Field.Label>
              {t('knowledgeBase.categories.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={name} maxLength={CATEGORY_NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('knowledgeBase.categories.parent')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={parentId ?? ''}
                onChange={(e) => setParentId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
              >
                <option value="">{t('knowledgeBase.categories.noParent')}</option>
                {parentOptions(tree, category?.id ?? null).map(({ category: c, depth }) => (
                  <option key={c.id} value={c.id}>
                    {`${'\u00a0\u00a0'.repeat(depth)}${c.category}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </FormDialog>
      {confirmDelete && category && (
        <ConfirmDialog
          title={DELETE_CATEGORY_CONFIRM_TITLE}
          text={DELETE_CATEGORY_CONFIRM_TEXT}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          danger
          loading={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(category.id, {
              onSuccess: () => onClose(),
              onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
            })
          }
        />
      )}
    </>
  );
}
