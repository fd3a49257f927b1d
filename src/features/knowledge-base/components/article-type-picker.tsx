// The article type picker (§2): the company's types; add and edit only for users with the right (KB admins).
import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleType } from '../../../../contract/knowledge-base';
import { useArticleTypes } from '../api/get-article-types';
import { ArticleTypeModal } from './article-type-modal';

export function ArticleTypePicker({
  value,
  onChange,
  canManage,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const types = useArticleTypes().data ?? [];
  const [modal, setModal] = useState<{ type: ArticleType | null } | null>(null);
  const current = types.find((x) => x.id === value) ?? null;
  return (
    <Field.Root>
      <Field.Label>{t('knowledgeBase.form.type')}</Field.Label>
      <Flex gap="2" width="full" wrap="wrap">
        <NativeSelect.Root flex="1" minW="40">
          <NativeSelect.Field
            value={value ?? ''}
            onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">{t('knowledgeBase.form.noType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {canManage && (
          <>
            <Button size="sm" variant="outline" onClick={() => setModal({ type: null })}>
              {t('knowledgeBase.types.add')}
            </Button>
            {current && (
              <Button size="sm" variant="ghost" onClick={() => setModal({ type: current })}>
                {t('knowledgeBase.types.edit')}
              </Button>
            )}
          </>
        )}
      </Flex>
      {modal && (
        <ArticleTypeModal
          type={modal.type}
          onClose={(saved) => {
            setModal(null);
            if (saved) onChange(saved.id);
          }}
        />
      )}
    </Field.Root>
  );
}
