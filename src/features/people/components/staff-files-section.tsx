// A staff member's files (spec people §2 profile "files"): upload (PDF, images, Word or Excel up to
// 10 MB; the server reads the type from the bytes), download, delete with confirmation.
import { Button, FileUpload, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFile } from '../../../../contract/people';
import { STAFF_FILE_MAX_BYTES, STAFF_FILE_TOO_LARGE } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { saveFile } from '../../../lib/save-file';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import { fileErrorText } from '../lib/file-error';
import { downloadStaffFile, useDeleteStaffFile, useStaffFiles, useUploadStaffFile } from '../api/staff-files';
import { SectionBox } from './section-box';

export function StaffFilesSection({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const files = useStaffFiles(staffId);
  const upload = useUploadStaffFile();
  const remove = useDeleteStaffFile();
  const [toDelete, setToDelete] = useState<StaffFile | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > STAFF_FILE_MAX_BYTES) return notify('error', STAFF_FILE_TOO_LARGE);
    try {
      await upload.mutateAsync({ staffId, file });
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  async function download(file: StaffFile) {
    try {
      saveFile(file.file_name, await downloadStaffFile(file));
    } catch (error) {
      notify('error', fileErrorText(error));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete);
    } catch (error) {
      notify('error', fileErrorText(error));
    }
    setToDelete(null);
  }

  return (
    <SectionBox
      id="files"
      title={t('people.profile.files')}
      actions={
        <FileUpload.Root accept=".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx" onFileAccept={(d) => void onFile(d.files[0])}>
          <FileUpload.HiddenInput aria-label={t('people.profile.uploadFile')} />
          <FileUpload.Trigger asChild>
            <Button size="sm" variant="outline" loading={upload.isPending}>
              {t('people.profile.uploadFile')}
            </Button>
          </FileUpload.Trigger>
        </FileUpload.Root>
      }
    >
      {files.data?.length === 0 && <Text color="fg.muted">{t('people.profile.noFiles')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none" _empty={{ display: 'none' }}>
        {files.data?.map((file) => (
          <HStack as="li" key={file.id} justify="space-between" gap="2">
            <Button variant="plain" px="0" onClick={() => void download(file)} truncate>
              {file.file_name}
            </Button>
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {Math.ceil(file.size / 1024)} KB
              </Text>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('people.profile.deleteFile', { name: file.file_name })}
                onClick={() => setToDelete(file)}
              >
                <Icon name="trash" />
              </IconButton>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('people.profile.deleteFileConfirm', { name: toDelete?.file_name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </SectionBox>
  );
}
