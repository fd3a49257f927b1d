// /account/responsibilities and /account/responsibilities/list (spec people §2; profile admins):
// the company's responsibilities with who holds them, search, create, edit (and assign), delete;
// a responsibility gone meanwhile says "Responsibility not found" (§8).
import { Badge, Button, Card, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Responsibility } from '../../../../contract/people';
import { RESPONSIBILITY_NOT_FOUND, RESPONSIBILITY_PICKER_PAGE_SIZE } from '../../../../contract/people-constants';
import { errorMessages, NotFoundApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Pager, pageCount } from '../../../ui/pager';
import { notify } from '../../../ui/toaster';
import { useDeleteResponsibility, useResponsibilities } from '../api/responsibilities';
import { EditDeleteButtons } from '../components/edit-delete-buttons';
import { ProfileAdminOnly } from '../components/profile-admin-only';
import { ResponsibilityDialog } from '../components/responsibility-dialog';

export function ResponsibilitiesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useResponsibilities(page, useDeferredValue(search));
  const remove = useDeleteResponsibility();
  const [editing, setEditing] = useState<Responsibility | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Responsibility | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } catch (error) {
      notify('error', error instanceof NotFoundApiError ? RESPONSIBILITY_NOT_FOUND : errorMessages(error).join(' '));
    }
    setToDelete(null);
  }

  return (
    <ProfileAdminOnly>
      <Stack gap="5" maxW="5xl">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {t('nav.employees.responsibilities')}
          </Heading>
          <Button colorPalette="blue" onClick={() => setEditing('new')}>
            {t('people.responsibilities.create')}
          </Button>
        </HStack>
        <Input
          type="search"
          maxW="sm"
          aria-label={t('people.list.search')}
          placeholder={t('people.list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isError && <Text color="fg.error">{t('people.responsibilities.loadError')}</Text>}
        {list.data?.results.length === 0 && <Text color="fg.muted">{t('people.responsibilities.empty')}</Text>}
        <Stack as="ul" gap="3" listStyleType="none">
          {list.data?.results.map((r) => (
            <Card.Root as="li" key={r.id} size="sm">
              <Card.Body>
                <HStack justify="space-between" alignItems="start" gap="3">
                  <Stack gap="1" minW="0">
                    <Text fontWeight="semibold">{r.title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {r.description}
                    </Text>
                    <HStack gap="1" flexWrap="wrap">
                      {r.assigned_to.length === 0 && (
                        <Text fontSize="sm" color="fg.muted">
                          {t('people.responsibilities.unassigned')}
                        </Text>
                      )}
                      {r.assigned_to.map((s) => (
                        <Badge key={s.id}>{s.name}</Badge>
                      ))}
                    </HStack>
                  </Stack>
                  <EditDeleteButtons
                    editLabel={t('people.responsibilities.editNamed', { name: r.title })}
                    deleteLabel={t('people.responsibilities.deleteNamed', { name: r.title })}
                    onEdit={() => setEditing(r)}
                    onDelete={() => setToDelete(r)}
                  />
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Pager page={page} pages={pageCount(list.data?.count ?? 0, RESPONSIBILITY_PICKER_PAGE_SIZE)} onPage={setPage} />
        {editing && (
          <ResponsibilityDialog
            key={editing === 'new' ? 'new' : editing.id}
            responsibility={editing === 'new' ? null : editing}
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        <ConfirmDialog
          open={toDelete !== null}
          title={t('people.responsibilities.deleteConfirm', { name: toDelete?.title ?? '' })}
          confirmLabel={t('common.delete')}
          loading={remove.isPending}
          onOpenChange={(open) => !open && setToDelete(null)}
          onConfirm={() => void confirmDelete()}
        />
      </Stack>
    </ProfileAdminOnly>
  );
}
