// /account/positions (spec people §2; profile admins): every position with its division, the
// position it reports to and how many hold it; create, edit and delete ("Are you sure you want to
// delete this position?", then "Position deleted successfully!"); a position's employees with their
// managers, and its responsibilities. Ticked positions are edited or deleted together
// (bulk-edit-positions/), each refused one listed as "Error for ID {id}: {reason}".
import { Button, Checkbox, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult, Position } from '../../../../contract/people';
import { POSITION_DELETE_CONFIRM, POSITION_DELETED } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useBulkDeletePositions, useDeletePosition, usePositions } from '../api/organisation';
import { BulkErrors } from '../components/bulk-errors';
import { EditDeleteButtons } from '../components/edit-delete-buttons';
import { PositionBulkEditDialog } from '../components/position-bulk-edit-dialog';
import { PositionDialog } from '../components/position-dialog';
import { PositionPeople } from '../components/position-people';
import { ProfileAdminOnly } from '../components/profile-admin-only';

type Bulk = 'edit' | 'delete' | null;

export function PositionsPage() {
  const { t } = useTranslation();
  const positions = usePositions();
  const remove = useDeletePosition();
  const removeMany = useBulkDeletePositions();
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const [shown, setShown] = useState<Position | null>(null);
  const [toDelete, setToDelete] = useState<Position | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulk, setBulk] = useState<Bulk>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const list = positions.data ?? [];
  // Ids of positions deleted meanwhile drop out of the selection.
  const ticked = list.filter((p) => selected.has(p.id)).map((p) => p.id);
  const allTicked = list.length > 0 && ticked.length === list.length;

  function tick(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

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

  async function confirmDeleteSelected() {
    try {
      const result = await removeMany.mutateAsync(ticked);
      setBulkResult(result);
      setSelected(new Set());
      if (shown && result.succeeded.includes(shown.id)) setShown(null);
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
    setBulk(null);
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
        {ticked.length > 0 && (
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="sm">{t('people.list.selected', { count: ticked.length })}</Text>
            <Button size="sm" variant="outline" onClick={() => setBulk('edit')}>
              {t('people.bulk.edit')}
            </Button>
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => setBulk('delete')}>
              {t('people.bulk.delete')}
            </Button>
          </HStack>
        )}
        <BulkErrors result={bulkResult} />
        {list.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="8">
                    <Checkbox.Root
                      checked={allTicked ? true : ticked.length > 0 ? 'indeterminate' : false}
                      onCheckedChange={(d) => setSelected(new Set(d.checked === true ? list.map((p) => p.id) : []))}
                    >
                      <Checkbox.HiddenInput aria-label={t('people.positions.selectAll')} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
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
                      <Checkbox.Root
                        checked={selected.has(p.id)}
                        onCheckedChange={(d) => tick(p.id, d.checked === true)}
                      >
                        <Checkbox.HiddenInput aria-label={t('people.list.select', { name: p.name })} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
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
                      <EditDeleteButtons
                        editLabel={t('people.positions.editNamed', { name: p.name })}
                        deleteLabel={t('people.positions.deleteNamed', { name: p.name })}
                        onEdit={() => setEditing(p)}
                        onDelete={() => setToDelete(p)}
                      />
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
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        <PositionBulkEditDialog
          ids={ticked}
          positions={list}
          open={bulk === 'edit'}
          onOpenChange={(open) => setBulk(open ? 'edit' : null)}
        />
        <ConfirmDialog
          open={bulk === 'delete'}
          title={t('people.positions.bulkDeleteConfirm', { count: ticked.length })}
          confirmLabel={t('common.delete')}
          loading={removeMany.isPending}
          onOpenChange={(open) => setBulk(open ? 'delete' : null)}
          onConfirm={() => void confirmDeleteSelected()}
        />
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
