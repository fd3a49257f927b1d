// /checklist/display/:id: a read-only, printable record of a checklist: each item's answer, who
// completed it and when.
import { Badge, Heading, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ChecklistItem } from '../../../../contract/checklists';
import { useChecklist } from '../api/get-checklist';
import { LoadState } from '../components/load-state';
import { useImageUrl } from '../components/use-image-url';
import { valueText } from '../components/value-text';

function Answer({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation();
  const url = useImageUrl(typeof item.value === 'string' && item.file_url ? item.value : null, item.file_url);
  if (url) return <Image src={url} alt={item.label} maxH="24" />;
  return <>{valueText(t, item.kind, item.value)}</>;
}

export function DisplayChecklistPage() {
  const { t, i18n } = useTranslation();
  const query = useChecklist(Number(useParams().id));
  const checklist = query.data;
  return (
    <LoadState query={query}>
      {checklist && (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {checklist.title}
          </Heading>
          <Text>
            {checklist.assignees.map((a) => a.name).join(', ')}
            {checklist.is_completed && (
              <Badge ms="2" colorPalette="green">
                {t('checklists.completed')}
              </Badge>
            )}
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('checklists.display.item')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('checklists.display.answer')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('checklists.display.completedBy')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {checklist.items.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      {item.label}
                      {item.required && ' *'}
                    </Table.Cell>
                    <Table.Cell>
                      <Answer item={item} />
                    </Table.Cell>
                    <Table.Cell>
                      {item.completed_by_name
                        ? `${item.completed_by_name}, ${new Date(item.completed_at!).toLocaleString(i18n.language)}`
                        : '—'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </LoadState>
  );
}
