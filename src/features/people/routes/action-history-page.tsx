// /account/actions/, System Action History (spec people §2; profile admins): who changed what and
// when, newest first, filtered by kind of record.
import { Badge, Field, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_HISTORY_ENTITIES } from '../../../../contract/people-constants';
import { Pager, pageCount } from '../../../ui/pager';
import { HISTORY_PAGE_SIZE, useActionHistory } from '../api/history';
import { ProfileAdminOnly } from '../components/profile-admin-only';

const ACTION_PALETTE = { create: 'green', update: 'blue', delete: 'red' } as const;

export function ActionHistoryPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState('');
  const history = useActionHistory(page, entity);
  return (
    <ProfileAdminOnly>
      <Stack gap="5" maxW="6xl">
        <HStack justify="space-between" flexWrap="wrap" gap="3" alignItems="end">
          <Heading as="h1" size="2xl">
            {t('nav.employees.actionHistory')}
          </Heading>
          <Field.Root maxW="xs">
            <Field.Label htmlFor="history-entity">{t('people.history.entity')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="history-entity"
                value={entity}
                onChange={(e) => {
                  setEntity(e.currentTarget.value);
                  setPage(1);
                }}
              >
                <option value="">{t('people.list.any')}</option>
                {ACTION_HISTORY_ENTITIES.map((e) => (
                  <option key={e} value={e}>
                    {t(
                      e === 'esign_request'
                        ? 'esign.historyEntity'
                        : e === 'kiosk' || e === 'staff_pin'
                          ? `kiosk.historyEntity.${e}`
                          : `people.history.entities.${e}`,
                    )}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        {history.isError && <Text color="fg.error">{t('people.history.loadError')}</Text>}
        {history.data?.results.length === 0 && <Text color="fg.muted">{t('people.history.empty')}</Text>}
        {(history.data?.results.length ?? 0) > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('people.history.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('people.history.who')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('people.history.action')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('people.history.what')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {history.data?.results.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell whiteSpace="nowrap">
                      {new Date(item.created_at).toLocaleString(i18n.language)}
                    </Table.Cell>
                    <Table.Cell>{item.actor_name}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={ACTION_PALETTE[item.action]}>
                        {t(`people.history.actions.${item.action}`)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{item.summary}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        <Pager page={page} pages={pageCount(history.data?.count ?? 0, HISTORY_PAGE_SIZE)} onPage={setPage} />
      </Stack>
    </ProfileAdminOnly>
  );
}
