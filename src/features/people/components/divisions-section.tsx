// Company Divisions/Depts (settings anchor #company-divisions; profile admins, spec shell §2.3,
// people §5): the divisions in order with their colour and head count; create, edit, and delete
// after "Are you sure?" / "Once deleted, you will not be able to recover this division!".
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division, DivisionCreate } from '../../../../contract/people';
import {
  DIVISION_CREATED,
  DIVISION_DELETE_CONFIRM_TEXT,
  DIVISION_DELETE_CONFIRM_TITLE,
  DIVISION_UPDATED,
} from '../../../../contract/people-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import { useCreateDivision, useDeleteDivision, useDivisions, useUpdateDivision } from '../api/organisation';
import { isProfileAdmin } from '../lib/permissions';
import { DivisionForm } from './division-form';
import { SectionBox } from './section-box';

export function DivisionsSection() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const divisions = useDivisions();
  const create = useCreateDivision();
  const update = useUpdateDivision();
  const remove = useDeleteDivision();
  const [editing, setEditing] = useState<Division | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Division | null>(null);
  if (!isProfileAdmin(me)) return null;

  async function save(body: DivisionCreate) {
    try {
      if (editing && editing !== 'new') {
        await update.mutateAsync({ id: editing.id, ...body });
        notify('success', DIVISION_UPDATED);
      } else {
        await create.mutateAsync(body);
        notify('success', DIVISION_CREATED);
      }
      setEditing(null);
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
    setToDelete(null);
  }

  return (
    <SectionBox
      id="company-divisions"
      title={t('nav.settings.divisions')}
      actions={
        editing === null && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            {t('people.divisions.create')}
          </Button>
        )
      }
    >
      <Stack gap="4">
        {editing !== null && (
          <DivisionForm
            key={editing === 'new' ? 'new' : editing.id}
            division={editing === 'new' ? null : editing}
            saving={create.isPending || update.isPending}
            onSubmit={(body) => void save(body)}
            onCancel={() => setEditing(null)}
          />
        )}
        {divisions.data?.length === 0 && <Text color="fg.muted">{t('people.divisions.empty')}</Text>}
        <Stack as="ul" gap="2" listStyleType="none">
          {divisions.data?.map((d) => (
            <HStack as="li" key={d.id} justify="space-between" gap="3" borderBottomWidth="1px" pb="2">
              <HStack gap="3" minW="0">
                <Box w="4" h="4" rounded="full" flexShrink="0" style={{ background: d.division_color }} aria-hidden />
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {d.division_order}. {d.division_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {t('people.divisions.employees', { count: d.employee_count })}
                    {d.division_description && ` · ${d.division_description}`}
                  </Text>
                  {d.geofence_radius_m != null && (
                    <Text fontSize="sm" color="fg.muted" truncate data-testid="division-geofence-summary">
                      {t('geofence.summary', {
                        meters: d.geofence_radius_m,
                        latitude: d.geofence_latitude,
                        longitude: d.geofence_longitude,
                      })}
                    </Text>
                  )}
                </Stack>
              </HStack>
              <HStack gap="1">
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('people.divisions.editNamed', { name: d.division_name })}
                  onClick={() => setEditing(d)}
                >
                  <Icon name="edit" />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('people.divisions.deleteNamed', { name: d.division_name })}
                  onClick={() => setToDelete(d)}
                >
                  <Icon name="trash" />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title={DIVISION_DELETE_CONFIRM_TITLE}
        text={DIVISION_DELETE_CONFIRM_TEXT}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </SectionBox>
  );
}
