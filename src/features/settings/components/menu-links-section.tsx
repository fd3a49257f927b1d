// Settings › Additional Menu Links (admin user type): the company's own links, appended to everyone's
// menu. Listed in menu order with their parent; add, edit and delete (after confirming).
import { serverResponseText } from '../../../api/errors';
import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../../../contract/company';
import { notify } from '../../../ui/toaster';
import { useDeleteMenuLink } from '../api/delete-menu-link';
import { useMenuLinks } from '../api/get-menu-links';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MenuLinkDialog } from './menu-link-dialog';
import { SectionCard } from './section-card';

function LinkRows({
  links,
  onEdit,
  onDelete,
}: {
  links: MenuLink[];
  onEdit: (l: MenuLink) => void;
  onDelete: (l: MenuLink) => void;
}) {
  const { t } = useTranslation();
  const names = new Map(links.map((l) => [l.id, l.name]));
  const sorted = [...links].sort((a, b) => a.order - b.order || a.id - b.id);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('settings.menuLinks.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('settings.menuLinks.url')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('settings.menuLinks.parent')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('settings.menuLinks.order')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((link) => (
            <Table.Row key={link.id}>
              <Table.Cell fontWeight="medium">{link.name}</Table.Cell>
              <Table.Cell maxW="64" truncate>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.url}
                </a>
              </Table.Cell>
              <Table.Cell>{link.parent ? (names.get(link.parent) ?? '—') : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{link.order}</Table.Cell>
              <Table.Cell>
                <HStack justify="flex-end" gap="1">
                  <Button size="xs" variant="ghost" onClick={() => onEdit(link)}>
                    {t('settings.edit')}
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(link)}>
                    {t('common.delete')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function MenuLinksSection() {
  const { t } = useTranslation();
  const links = useMenuLinks();
  const remove = useDeleteMenuLink();
  const [editing, setEditing] = useState<{ link: MenuLink | null } | null>(null);
  const [deleting, setDeleting] = useState<MenuLink | null>(null);
  const list = links.data ?? [];

  return (
    <SectionCard id="menu-links" title={t('nav.settings.menuLinks')} description={t('settings.menuLinks.description')}>
      <Stack gap="4">
        {links.isPending ? (
          <Skeleton h="24" />
        ) : links.isError && !links.data ? (
          <Text color="fg.muted">{t('settings.loadError')}</Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">{t('settings.menuLinks.empty')}</Text>
        ) : (
          <LinkRows links={list} onEdit={(link) => setEditing({ link })} onDelete={setDeleting} />
        )}
        <HStack>
          <Button colorPalette="blue" size="sm" onClick={() => setEditing({ link: null })}>
            {t('settings.menuLinks.add')}
          </Button>
        </HStack>
      </Stack>
      <MenuLinkDialog
        link={editing?.link ?? null}
        links={list}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.menuLinks.deleteTitle')}
        text={t('settings.menuLinks.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify('success', t('settings.menuLinks.deleted'));
            },
            onError: (error) => notify('error', serverResponseText(error)),
          })
        }
      />
    </SectionCard>
  );
}
