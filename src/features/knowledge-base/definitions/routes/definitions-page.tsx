// /knowledgebase/definitions (KB admins; issue 20 item 9: definitions were API only): the company's
// definitions — the terms articles highlight for their readers — searched by term or text and
// narrowed by category; add, edit, and delete after a confirmation.
import { Badge, Box, Button, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Definition } from '../../../../../contract/knowledge-base';
import { errorMessages } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notify } from '../../../../ui/toaster';
import { LoadState } from '../../components/load-state';
import { useDeleteDefinition } from '../api/definition-mutations';
import { useDefinitionCategories, useDefinitions } from '../api/get-definitions';
import { DefinitionDialog } from '../components/definition-dialog';

export function DefinitionsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const query = useDefinitions({ search: deferredSearch, category: category ? Number(category) : undefined });
  const categories = useDefinitionCategories().data ?? [];
  const remove = useDeleteDefinition();
  const [editing, setEditing] = useState<Definition | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Definition | null>(null);
  const definitions = query.data;

  return (
    <Stack gap="4" maxW="4xl">
      <Flex justify="space-between" wrap="wrap" gap="3" align="center">
        <Heading as="h1" size="lg">
          {t('kbAdmin.definitions.title')}
        </Heading>
        <Button colorPalette="blue" onClick={() => setEditing('new')}>
          {t('kbAdmin.definitions.add')}
        </Button>
      </Flex>
      <Text color="fg.muted">{t('kbAdmin.definitions.intro')}</Text>
      <Flex gap="3" wrap="wrap" role="search" aria-label={t('kbAdmin.definitions.filters')}>
        <Input
          flex="1 1 14rem"
          maxW="sm"
          type="search"
          aria-label={t('kbAdmin.definitions.search')}
          placeholder={t('kbAdmin.definitions.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <NativeSelect.Root flex="1 1 12rem" maxW="xs">
          <NativeSelect.Field
            aria-label={t('kbAdmin.definitions.category')}
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <option value="">{t('kbAdmin.definitions.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {!definitions ? (
        <LoadState query={query} />
      ) : definitions.length === 0 ? (
        <Text color="fg.muted">
          {deferredSearch || category ? t('kbAdmin.definitions.noMatch') : t('kbAdmin.definitions.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('kbAdmin.definitions.title')}>
          {definitions.map((d) => (
            <Box as="li" key={d.id} borderWidth="1px" borderRadius="md" p="3" data-testid="definition-row">
              <Flex justify="space-between" gap="2" wrap="wrap" align="start">
                <Flex gap="2" align="center" wrap="wrap" minW="0">
                  <Text as="h2" fontWeight="semibold" overflowWrap="anywhere">
                    {d.term}
                  </Text>
                  {d.category_name && <Badge>{d.category_name}</Badge>}
                </Flex>
                <Flex gap="1">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('kbAdmin.definitions.editNamed', { term: d.term })}
                    onClick={() => setEditing(d)}
                  >
                    {t('kbAdmin.definitions.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('kbAdmin.definitions.deleteNamed', { term: d.term })}
                    onClick={() => setDeleting(d)}
                  >
                    {t('common.delete')}
                  </Button>
                </Flex>
              </Flex>
              <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {d.definition}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {editing && <DefinitionDialog definition={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('kbAdmin.definitions.deleteConfirm', { term: deleting?.term ?? '' })}
        text={t('kbAdmin.definitions.deleteText')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify('success', t('kbAdmin.definitions.deleted')),
            onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
