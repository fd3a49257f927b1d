// /account/positions (spec people §2; profile admins): every position with its division, the
// position it reports to and how many hold it; create, edit and delete ("Are you sure you want to
// delete this position?", then "Position deleted successfully!"); a position's employees with their
// managers, and its responsibilities.
import { Badge, Button, Card, HStack, Heading, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '../../../../contract/people';
import { POSITION_DELETE_CONFIRM, POSITION_DELETED } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import { useDeletePosition, usePositionPeople, usePositions } from '../api/organisation';
import { useResponsibilities } from '../api/responsibilities';
import { PositionDialog } from '../components/position-dialog';
import { ProfileAdminOnly } from '../components/profile-admin-only';

function PositionPeople({ position }: { position: Position }) {
  const { t } = useTranslation();
  const people = usePositionPeople(position.id);
  const responsibilities = useResponsibilities().data?.results ?? [];
  const held = responsibilities.filter((r) => position.responsibilities.includes(r.id));
  return (
    <Card.Root variant="subtle">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('people.positions.peopleOf', { name: position.name })}
          </Heading>
          {people.data?.length === 0 && <Text color="fg.muted">{t('people.positions.nobody')}</Text>}
          <Stack as="ul" gap="1" listStyleType="none">
            {people.data?.map((p) => (
              <li key={p.id}>
                {p.name}
                {p.manager && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {t('people.profile.reportsTo', { name: p.manager.name })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
          {held.length > 0 && (
            <HStack gap="2" flexWrap="wrap">
              {held.map((r) => (
                <Badge key={r.id}>{r.title}</Badge>
              ))}
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function PositionsPage() {
  const { t } = useTranslation();
  const positions = usePositions();
  const remove = useDeletePosition();
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const [shown, setShown] = useState<Position | null>(null);
  const [toDelete, setToDelete] = useState<Position | null>(null);
  const list = positions.data ?? [];

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify('success', POSITION_DELETED);
      if (shown?.id === toDelete.id) setShown(null);
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
    setToDelete(null);
  }

  return (
    <ProfileAdminOnly>
      <Stack gap="5" maxW="6xl">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {t('nav.employees.positions')}
          </Heading>
          <Button colorPalette="blue" onClick={() => setEditing('new')}>
            {t('people.positions.create')}
          </Button>
        </HStack>
        {positions.isError && <Text color="fg.error">{t('people.positions.loadError')}</Text>}
        {list.length === 0 && positions.isSuccess && <Text color="fg.muted">{t('people.positions.empty')}</Text>}
        {list.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('people.positions.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('people.fields.division')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('people.positions.reportsTo')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('people.positions.order')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('people.positions.staff')}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>{t('people.actions')}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((p) => (
                  <Table.Row key={p.id} aria-selected={shown?.id === p.id}>
                    <Table.Cell>
                      <Button variant="plain" px="0" onClick={() => setShown(p)}>
                        {p.name}
                      </Button>
                    </Table.Cell>
                    <Table.Cell>{p.division_name ?? ''}</Table.Cell>
                    <Table.Cell>{p.manager_name ?? ''}</Table.Cell>
                    <Table.Cell textAlign="end">{p.order}</Table.Cell>
                    <Table.Cell textAlign="end">{p.position_staff}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" justify="end">
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('people.positions.editNamed', { name: p.name })}
                          onClick={() => setEditing(p)}
                        >
                          <Icon name="edit" />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('people.positions.deleteNamed', { name: p.name })}
                          onClick={() => setToDelete(p)}
                        >
                          <Icon name="trash" />
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {shown && <PositionPeople position={shown} />}
        {editing && (
          <PositionDialog
            key={editing === 'new' ? 'new' : editing.id}
            position={editing === 'new' ? null : editing}
            positions={list}
            open
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        <ConfirmDialog
          open={toDelete !== null}
          title={POSITION_DELETE_CONFIRM}
          text={toDelete?.name}
          confirmLabel={t('common.delete')}
          loading={remove.isPending}
          onOpenChange={(open) => !open && setToDelete(null)}
          onConfirm={() => void confirmDelete()}
        />
      </Stack>
    </ProfileAdminOnly>
  );
}
