// /knowledge-base/scorm: the company's SCORM packages. Everyone with the knowledge base plays them;
// KB admins also upload (/knowledge-base/scorm/upload), rename and delete (asked first).
import { Alert, Badge, Button, Flex, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScormPackage } from '../../../../../contract/scorm';
import { formatBytes } from '../../../../../contract/upload-constants';
import { useCurrentUser } from '../../../../api/current-user';
import { errorMessages } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notify } from '../../../../ui/toaster';
import { isKbAdmin } from '../../lib/permissions';
import { usePackages } from '../api/get-packages';
import { useDeletePackage } from '../api/save-package';
import { RenameDialog } from '../components/rename-dialog';
import { scormPlayerPath } from '../lib/player-path';

export function ScormListPage() {
  const { t, i18n } = useTranslation();
  const admin = isKbAdmin(useCurrentUser().data);
  const query = usePackages();
  const remove = useDeletePackage();
  const [renaming, setRenaming] = useState<ScormPackage | null>(null);
  const [deleting, setDeleting] = useState<ScormPackage | null>(null);
  const packages = query.data ?? [];
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify('success', t('scorm.deleted')),
      onError: (e) => errorMessages(e).forEach((m) => notify('error', m)),
    });
    setDeleting(null);
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" wrap="wrap" gap="3" align="center">
        <Heading as="h1" size="lg">
          {t('scorm.title')}
        </Heading>
        {admin && (
          <Button asChild colorPalette="blue">
            <Link to="/knowledge-base/scorm/upload">{t('scorm.upload')}</Link>
          </Button>
        )}
      </Flex>
      {query.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessages(query.error).join(' ')}</Alert.Title>
        </Alert.Root>
      )}
      {query.isSuccess && packages.length === 0 && (
        <Stack gap="1" py="6">
          <Text fontWeight="semibold">{t('scorm.empty')}</Text>
          <Text color="fg.muted">{admin ? t('scorm.emptyAdmin') : t('scorm.emptyStaff')}</Text>
        </Stack>
      )}
      {packages.length > 0 && (
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('scorm.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('scorm.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('scorm.size')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('scorm.added')}</Table.ColumnHeader>
              {admin && <Table.ColumnHeader srOnly>{t('scorm.actions')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {packages.map((pkg) => (
              <Table.Row key={pkg.id} data-testid="scorm-package">
                <Table.Cell>
                  <ChakraLink asChild fontWeight="medium">
                    <Link to={scormPlayerPath(pkg.id)}>{pkg.name}</Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>
                  <Badge>SCORM {pkg.scorm_version}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm">
                    {t('scorm.files', { count: pkg.file_count })} · {formatBytes(pkg.total_bytes)}
                  </Text>
                </Table.Cell>
                <Table.Cell>{new Date(pkg.created_at).toLocaleDateString(i18n.language)}</Table.Cell>
                {admin && (
                  <Table.Cell textAlign="end">
                    <Flex gap="2" justify="flex-end">
                      <Button size="xs" variant="outline" onClick={() => setRenaming(pkg)}>
                        {t('scorm.rename')}
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(pkg)}>
                        {t('scorm.delete')}
                      </Button>
                    </Flex>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {renaming && <RenameDialog pkg={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('scorm.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('scorm.deleteText')}
        confirmLabel={t('scorm.delete')}
        colorPalette="red"
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
