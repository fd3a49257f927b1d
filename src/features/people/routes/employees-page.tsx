// /account/employees, the Employee List (spec people §2): search, filters and sorting on the server,
// kept in the URL; pages of 100 read as the user scrolls, drawn as a virtual list (fast with 10,000
// staff). Profile admins also create, import from a file, edit and delete in bulk, and delete one,
// and see the pending invitations of people whose account is their own.
import { Button, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BulkResult, StaffListItem } from '../../../../contract/people';
import { STAFF_DELETE_FAILED, STAFF_ORDERINGS, type StaffOrdering } from '../../../../contract/people-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { useSearchState } from '../../../lib/use-search-state';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useStaffList } from '../api/get-staff-list';
import { useBulkDeleteStaff, useDeleteStaff } from '../api/staff-actions';
import { BulkEditDialog } from '../components/bulk-edit-dialog';
import { BulkErrors } from '../components/bulk-errors';
import { BulkImportDialog } from '../components/bulk-import-dialog';
import { EMPLOYEE_ROW_HEIGHT, EmployeeRow, employeeRowStyles, staffName } from '../components/employee-row';
import { PendingInvitations } from '../components/pending-invitations';
import { DivisionPicker, PositionPicker, UserTypePicker } from '../components/pickers';
import { SavedViews } from '../components/saved-views';
import { VirtualList } from '../components/virtual-list';
import { isProfileAdmin } from '../lib/permissions';

type Dialog = 'import' | 'edit' | 'delete-selected' | null;

export function EmployeesPage() {
  const { t } = useTranslation();
  const admin = isProfileAdmin(useCurrentUser().data);
  const { values, set } = useSearchState(['search', 'division', 'position', 'user_type', 'ordering'] as const);
  const search = useDeferredValue(values.search);
  const list = useStaffList({
    search: search || undefined,
    division: values.division ? Number(values.division) : undefined,
    position: values.position ? Number(values.position) : undefined,
    user_type: values.user_type || undefined,
    ordering: (values.ordering || undefined) as StaffOrdering | undefined,
  });
  const staff = useMemo(() => list.data?.pages.flatMap((p) => p.results) ?? [], [list.data]);
  const count = list.data?.pages[0]?.count ?? 0;

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [toDelete, setToDelete] = useState<StaffListItem | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const deleteOne = useDeleteStaff();
  const deleteMany = useBulkDeleteStaff();

  const onSelect = useCallback((id: number, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteOne.mutateAsync(toDelete.id);
      setToDelete(null);
    } catch (error) {
      notify('error', `${STAFF_DELETE_FAILED} ${errorMessages(error).join(' ')}`);
    }
  }

  async function confirmDeleteSelected() {
    try {
      setBulkResult(await deleteMany.mutateAsync([...selected]));
      setSelected(new Set());
    } catch (error) {
      notify('error', `${STAFF_DELETE_FAILED} ${errorMessages(error).join(' ')}`);
    }
    setDialog(null);
  }

  const ordering = STAFF_ORDERINGS.flatMap((o) => [o, `-${o}`]);
  return (
    <Stack gap="4" maxW="7xl">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('nav.employees.list')}
        </Heading>
        {admin && (
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" onClick={() => setDialog('import')}>
              {t('people.import.open')}
            </Button>
            <Button asChild colorPalette="blue">
              <RouterLink to="/account/create">{t('nav.employees.create')}</RouterLink>
            </Button>
          </HStack>
        )}
      </HStack>
      {admin && <PendingInvitations />}
      <SimpleGrid
        as="form"
        role="search"
        aria-label={t('people.list.filters')}
        columns={{ base: 1, sm: 2, lg: 5 }}
        gap="3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root>
          <Field.Label>{t('people.list.search')}</Field.Label>
          <Input type="search" defaultValue={values.search} onChange={(e) => set({ search: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="filter-division">{t('people.fields.division')}</Field.Label>
          <DivisionPicker
            id="filter-division"
            value={values.division}
            onChange={(v) => set({ division: v })}
            emptyLabel={t('people.list.any')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="filter-position">{t('people.fields.position')}</Field.Label>
          <PositionPicker
            id="filter-position"
            value={values.position}
            onChange={(v) => set({ position: v })}
            emptyLabel={t('people.list.any')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="filter-type">{t('people.fields.userType')}</Field.Label>
          <UserTypePicker
            id="filter-type"
            value={values.user_type}
            onChange={(v) => set({ user_type: v })}
            emptyLabel={t('people.list.any')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="filter-order">{t('people.list.sort')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="filter-order"
              value={values.ordering || 'first_name'}
              onChange={(e) => set({ ordering: e.currentTarget.value === 'first_name' ? '' : e.currentTarget.value })}
            >
              {ordering.map((o) => (
                <option key={o} value={o}>
                  {t(
                    o.startsWith('-')
                      ? `people.list.orderings.desc_${o.slice(1) as StaffOrdering}`
                      : `people.list.orderings.${o as StaffOrdering}`,
                  )}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <SavedViews
        current={Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''))}
        onApply={(filters) => set({ search: '', division: '', position: '', user_type: '', ordering: '', ...filters })}
      />
      <HStack justify="space-between" flexWrap="wrap" gap="2" minH="10">
        <Text color="fg.muted" aria-live="polite">
          {list.isPending ? t('common.loading') : t('people.list.count', { count })}
        </Text>
        {admin && selected.size > 0 && (
          <HStack gap="2">
            <Text fontSize="sm">{t('people.list.selected', { count: selected.size })}</Text>
            <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
              {t('people.bulk.edit')}
            </Button>
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => setDialog('delete-selected')}>
              {t('people.bulk.delete')}
            </Button>
          </HStack>
        )}
      </HStack>
      <BulkErrors result={bulkResult} />
      {list.isError ? (
        <Text color="fg.error">{t('people.list.loadError')}</Text>
      ) : (
        <VirtualList
          items={staff}
          rowHeight={EMPLOYEE_ROW_HEIGHT}
          height="calc(100dvh - 22rem)"
          label={t('nav.employees.list')}
          total={count}
          css={employeeRowStyles}
          getKey={(s) => s.id}
          onEndReached={onEndReached}
          renderRow={(s) => (
            <EmployeeRow
              staff={s}
              selected={selected.has(s.id)}
              onSelect={admin ? onSelect : undefined}
              onDelete={admin ? setToDelete : undefined}
            />
          )}
        />
      )}
      {admin && (
        <>
          <BulkImportDialog open={dialog === 'import'} onOpenChange={(open) => setDialog(open ? 'import' : null)} />
          <BulkEditDialog
            ids={[...selected]}
            open={dialog === 'edit'}
            onOpenChange={(open) => setDialog(open ? 'edit' : null)}
          />
          <ConfirmDialog
            open={dialog === 'delete-selected'}
            title={t('people.bulk.deleteConfirm', { count: selected.size })}
            confirmLabel={t('common.delete')}
            loading={deleteMany.isPending}
            onOpenChange={(open) => setDialog(open ? 'delete-selected' : null)}
            onConfirm={() => void confirmDeleteSelected()}
          />
          <ConfirmDialog
            open={toDelete !== null}
            title={t('people.list.deleteConfirm', { name: toDelete ? staffName(toDelete) : '' })}
            confirmLabel={t('common.delete')}
            loading={deleteOne.isPending}
            onOpenChange={(open) => !open && setToDelete(null)}
            onConfirm={() => void confirmDelete()}
          />
        </>
      )}
    </Stack>
  );
}
