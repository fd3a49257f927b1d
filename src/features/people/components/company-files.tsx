// The company's files and their types (in Employees Admin; profile admins, spec people §§4, 8): add,
// rename and delete file types, upload a file with a title and type, edit its title and type,
// download and delete files, each with its success notice; failures show the server's answer.
// Deleting a file or a file type asks first: neither comes back.
import {
  Badge,
  Button,
  CloseButton,
  FileUpload,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFile } from '../../../../contract/company-data';
import {
  COMPANY_FILE_DELETED,
  COMPANY_FILE_UPLOADED,
  FILE_TYPE_CREATED,
  FILE_TYPE_DELETED,
  STAFF_FILE_MAX_BYTES,
  STAFF_FILE_TOO_LARGE,
} from '../../../../contract/people-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages, serverResponseText } from '../../../api/errors';
import { saveFile } from '../../../lib/save-file';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/toaster';
import {
  downloadCompanyFile,
  useCompanyFiles,
  useCreateFileType,
  useDeleteCompanyFile,
  useDeleteFileType,
  useRestoreCompanyFile,
  useRestoreFileType,
  useFileTypes,
  useUploadCompanyFile,
} from '../api/company-files';
import { fileErrorText } from '../lib/file-error';
import { CompanyFileDialog, FileTypeDialog } from './company-file-dialogs';
import { notifyDeletedWithUndo } from './undo-toast';

async function attempt(
  action: () => Promise<unknown>,
  success?: string,
  kind: 'success' | 'warning' = 'success',
  failure: (error: unknown) => string = (error) => errorMessages(error).join(' '),
) {
  try {
    await action();
    if (success) notify(kind, success);
  } catch (error) {
    notify('error', failure(error));
  }
}

export function CompanyFiles() {
  const { t } = useTranslation();
  const companyId = useCurrentUser().data?.company.id ?? 0;
  const types = useFileTypes();
  const files = useCompanyFiles(companyId);
  const createType = useCreateFileType();
  const deleteType = useDeleteFileType();
  const restoreType = useRestoreFileType();
  const upload = useUploadCompanyFile();
  const remove = useDeleteCompanyFile();
  const restoreFile = useRestoreCompanyFile();
  const [typeName, setTypeName] = useState('');
  const [title, setTitle] = useState('');
  const [fileType, setFileType] = useState('');
  const [editingType, setEditingType] = useState<number | null>(null);
  const [editingFile, setEditingFile] = useState<CompanyFile | null>(null);
  /** A delete waiting for the admin's yes: what to ask, and what to do. */
  const [confirming, setConfirming] = useState<{ title: string; text: string; run: () => Promise<void> } | null>(null);
  const closeTypeDialog = useCallback(() => setEditingType(null), []);

  function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > STAFF_FILE_MAX_BYTES) return notify('error', STAFF_FILE_TOO_LARGE);
    void attempt(async () => {
      await upload.mutateAsync({ companyId, file, title, fileType });
      setTitle('');
    }, COMPANY_FILE_UPLOADED);
  }

  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t('people.companyFiles.title')}</Text>
      <HStack gap="1" flexWrap="wrap">
        {types.data?.map((type) => (
          <Badge key={type.id} variant="outline" gap="1">
            {type.name}
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('people.companyFiles.editTypeNamed', { name: type.name })}
              onClick={() => setEditingType(type.id)}
            >
              <Icon name="edit" />
            </IconButton>
            <CloseButton
              size="2xs"
              aria-label={t('people.companyFiles.deleteType', { name: type.name })}
              // §8: a file type's failed delete shows the server's answer as text.
              onClick={() =>
                setConfirming({
                  title: t('people.companyFiles.deleteTypeTitle', { name: type.name }),
                  text: t('people.companyFiles.deleteTypeText'),
                  // The notice offers an Undo for 10 s (issue 21).
                  run: () =>
                    attempt(
                      async () => {
                        await deleteType.mutateAsync(type.id);
                        notifyDeletedWithUndo(t, FILE_TYPE_DELETED, () => restoreType.mutateAsync(type.id), 'warning');
                      },
                      undefined,
                      'warning',
                      serverResponseText,
                    ),
                })
              }
            />
          </Badge>
        ))}
        <Input
          size="xs"
          maxW="40"
          aria-label={t('people.companyFiles.newType')}
          placeholder={t('people.companyFiles.newType')}
          value={typeName}
          onChange={(e) => setTypeName(e.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="outline"
          disabled={!typeName.trim()}
          onClick={() =>
            void attempt(async () => {
              await createType.mutateAsync(typeName.trim());
              setTypeName('');
            }, FILE_TYPE_CREATED)
          }
        >
          {t('people.companyFiles.addType')}
        </Button>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        <Input
          maxW="xs"
          aria-label={t('people.companyFiles.fileTitle')}
          placeholder={t('people.companyFiles.fileTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <NativeSelect.Root maxW="48">
          <NativeSelect.Field
            aria-label={t('people.companyFiles.type')}
            value={fileType}
            onChange={(e) => setFileType(e.currentTarget.value)}
          >
            <option value="">{t('people.none')}</option>
            {types.data?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <FileUpload.Root accept=".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx" onFileAccept={(d) => onFile(d.files[0])}>
          <FileUpload.HiddenInput aria-label={t('people.companyFiles.upload')} />
          <FileUpload.Trigger asChild>
            <Button variant="outline" loading={upload.isPending}>
              {t('people.companyFiles.upload')}
            </Button>
          </FileUpload.Trigger>
        </FileUpload.Root>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none">
        {files.data?.length === 0 && <Text color="fg.muted">{t('people.companyFiles.none')}</Text>}
        {files.data?.map((file: CompanyFile) => (
          <HStack as="li" key={file.id} justify="space-between" gap="2">
            <Button
              variant="plain"
              px="0"
              truncate
              onClick={() =>
                void attempt(
                  async () => saveFile(file.file_name, await downloadCompanyFile(file)),
                  undefined,
                  'success',
                  fileErrorText,
                )
              }
            >
              {file.title}
              {file.file_type_name && ` · ${file.file_type_name}`}
            </Button>
            <HStack gap="0">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('people.companyFiles.edit', { name: file.title })}
                onClick={() => setEditingFile(file)}
              >
                <Icon name="edit" />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('people.companyFiles.delete', { name: file.title })}
                onClick={() =>
                  setConfirming({
                    title: t('people.companyFiles.deleteTitle', { name: file.title }),
                    text: t('people.companyFiles.deleteText'),
                    // The notice offers an Undo for 10 s (issue 21).
                    run: () =>
                      attempt(
                        async () => {
                          await remove.mutateAsync({ companyId, id: file.id });
                          notifyDeletedWithUndo(t, COMPANY_FILE_DELETED, () =>
                            restoreFile.mutateAsync({ companyId, id: file.id }),
                          );
                        },
                        undefined,
                        'success',
                        fileErrorText,
                      ),
                  })
                }
              >
                <Icon name="trash" />
              </IconButton>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {confirming && (
        <ConfirmDialog
          open
          title={confirming.title}
          text={confirming.text}
          confirmLabel={t('common.delete')}
          loading={remove.isPending || deleteType.isPending}
          onOpenChange={(open) => !open && setConfirming(null)}
          onConfirm={() => void confirming.run().then(() => setConfirming(null))}
        />
      )}
      {editingType !== null && <FileTypeDialog id={editingType} onClose={closeTypeDialog} />}
      {editingFile && (
        <CompanyFileDialog companyId={companyId} file={editingFile} onClose={() => setEditingFile(null)} />
      )}
    </Stack>
  );
}
