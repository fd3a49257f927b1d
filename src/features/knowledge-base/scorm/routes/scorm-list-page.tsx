// /knowledge-base/scorm: the company's SCORM packages, each with how far the signed-in person got
// (not started, in progress, completed, passed, failed: issue 19). Everyone with the knowledge base
// plays them; KB admins also upload (/knowledge-base/scorm/upload), rename and delete (asked first).
// A list of cards rather than a table, so it fits a 360 px phone.
import { Alert, Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScormPackage, ScormProgressSummary, ScormStatus } from '../../../../../contract/scorm';
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

const STATUS_PALETTE: Record<ScormStatus, string> = {
  not_started: 'gray',
  in_progress: 'orange',
  completed: 'teal',
  passed: 'green',
  failed: 'red',
};

/** The signed-in person's progress on a package: status, and the score once there is one. */
function StatusBadge({ progress }: { progress: ScormProgressSummary }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[progress.status]} data-status={progress.status}>
      <Text as="span" srOnly>
        {t('scorm.yourStatus')}:{' '}
      </Text>
      {t(`scorm.statuses.${progress.status}`)}
      {progress.score !== null && ` · ${Math.round(progress.score)}%`}
    </Badge>
  );
}

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
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {packages.map((pkg) => (
            <Box
              as="li"
              key={pkg.id}
              data-testid="scorm-package"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              minW="0"
            >
              <Flex gap="2" align="center" justify="space-between" wrap="wrap">
                <Stack gap="1" minW="0" flex="1 1 14rem">
                  <ChakraLink asChild fontWeight="medium" overflowWrap="anywhere">
                    <Link to={scormPlayerPath(pkg.id)}>{pkg.name}</Link>
                  </ChakraLink>
                  <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
                    {pkg.my_progress && <StatusBadge progress={pkg.my_progress} />}
                    <Badge>SCORM {pkg.scorm_version}</Badge>
                    <Text color="fg.muted">
                      {t('scorm.files', { count: pkg.file_count })} · {formatBytes(pkg.total_bytes)} ·{' '}
                      {new Date(pkg.created_at).toLocaleDateString(i18n.language)}
                    </Text>
                  </Flex>
                </Stack>
                {admin && (
                  <Flex gap="2" flexShrink={0}>
                    <Button size="xs" variant="outline" onClick={() => setRenaming(pkg)}>
                      {t('scorm.rename')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(pkg)}>
                      {t('scorm.delete')}
                    </Button>
                  </Flex>
                )}
              </Flex>
            </Box>
          ))}
        </Stack>
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
