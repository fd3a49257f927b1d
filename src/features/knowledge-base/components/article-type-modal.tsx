// Add or edit an article type (KB admins only, §2): type and colour are required (§5).
import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleType } from '../../../../contract/knowledge-base';
import {
  ARTICLE_TYPE_COLOR_REQUIRED,
  ARTICLE_TYPE_NAME_MAX,
  ARTICLE_TYPE_REQUIRED,
} from '../../../../contract/knowledge-base-constants';
import { errorMessages } from '../../../api/errors';
import { FormDialog } from '../../../ui/form-dialog';
import { notify } from '../../../ui/toaster';
import { useSaveArticleType } from '../api/get-article-types';

export function articleTypeErrors(input: { type: string; color: string }): { type?: string; color?: string } {
  return {
    ...(input.type.trim() ? {} : { type: ARTICLE_TYPE_REQUIRED }),
    ...(input.color.trim() ? {} : { color: ARTICLE_TYPE_COLOR_REQUIRED }),
  };
}

export function ArticleTypeModal({
  type,
  onClose,
}: {
  type: ArticleType | null;
  onClose: (saved?: ArticleType) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    type: type?.type ?? '',
    color: type?.color ?? '',
    description: type?.description ?? '',
  });
  const [errors, setErrors] = useState<{ type?: string; color?: string }>({});
  const save = useSaveArticleType();

  const submit = () => {
    const problems = articleTypeErrors(form);
    setErrors(problems);
    if (problems.type || problems.color) return;
    save.mutate(
      { id: type?.id, ...form, type: form.type.trim(), color: form.color.trim() },
      { onSuccess: (saved) => onClose(saved), onError: (e) => errorMessages(e).forEach((m) => notify('error', m)) },
    );
  };

  return (
    <FormDialog
      title={t(type ? 'knowledgeBase.types.edit' : 'knowledgeBase.types.add')}
      onClose={() => onClose()}
      onSubmit={submit}
      saving={save.isPending}
      size={{ base: 'full', sm: 'md' }}
    >
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.type)}>
          <Field.Label>
            {t('knowledgeBase.types.type')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={form.type}
            maxLength={ARTICLE_TYPE_NAME_MAX}
            onChange={(e) => setForm({ ...form, type: e.currentTarget.value })}
          />
          <Field.ErrorText>{errors.type}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.color)}>
          <Field.Label>
            {t('knowledgeBase.types.color')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="color"
            width="20"
            p="1"
            value={form.color || '#3182ce'}
            onChange={(e) => setForm({ ...form, color: e.currentTarget.value })}
          />
          <Input
            mt="2"
            value={form.color}
            placeholder="#3182ce"
            aria-label={t('knowledgeBase.types.colorCode')}
            onChange={(e) => setForm({ ...form, color: e.currentTarget.value })}
          />
          <Field.ErrorText>{errors.color}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('knowledgeBase.types.description')}</Field.Label>
          <Textarea
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
          />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
