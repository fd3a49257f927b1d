// The edit screens of company data (profile admins, spec people §§4, 8): a file type's name, read
// afresh with GET file-types/{id}/ when the dialog opens, and a company file's title and type. Each
// save shows its notice ("File type updated successfully!", "Company file updated successfully!");
// a failed read or save shows the server's answer as text.
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFile } from '../../../../contract/company-data';
import { COMPANY_FILE_UPDATED, FIELD_REQUIRED, FILE_TYPE_UPDATED } from '../../../../contract/people-constants';
import { serverResponseText } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useFileType, useFileTypes, useUpdateCompanyFile, useUpdateFileType } from '../api/company-files';
import { FormDialog } from './form-dialog';
import { NameDialog } from './name-dialog';

export function FileTypeDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const type = useFileType(id);
  const update = useUpdateFileType();
  const { error } = type;
  useEffect(() => {
    if (!error) return;
    notify('error', serverResponseText(error));
    onClose();
  }, [error, onClose]);
  if (!type.data) return null;
  return (
    <NameDialog
      title={t('people.companyFiles.editType')}
      label={t('people.companyFiles.typeName')}
      initial={type.data.name}
      success={FILE_TYPE_UPDATED}
      onSave={(name) => update.mutateAsync({ id, name })}
      onClose={onClose}
    />
  );
}

export function CompanyFileDialog({
  companyId,
  file,
  onClose,
}: {
  companyId: number;
  file: CompanyFile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const types = useFileTypes().data ?? [];
  const update = useUpdateCompanyFile();
  const [title, setTitle] = useState(file.title);
  const [fileType, setFileType] = useState(file.file_type === null ? '' : String(file.file_type));
  const [touched, setTouched] = useState(false);
  const titleError = touched && !title.trim() ? FIELD_REQUIRED : undefined;

  async function save() {
    setTouched(true);
    if (!title.trim()) return;
    try {
      await update.mutateAsync({
        companyId,
        id: file.id,
        title: title.trim(),
        file_type: fileType ? Number(fileType) : null,
      });
      notify('success', COMPANY_FILE_UPDATED);
      onClose();
    } catch (error) {
      notify('error', serverResponseText(error));
    }
  }

  return (
    <FormDialog
      title={t('people.companyFiles.editFile', { name: file.file_name })}
      loading={update.isPending}
      disabled={Boolean(titleError)}
      onSubmit={() => void save()}
      onOpenChange={(open) => !open && onClose()}
    >
      <Field.Root required invalid={Boolean(titleError)}>
        <Field.Label>
          {t('people.companyFiles.fileTitle')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Field.ErrorText>{titleError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor="company-file-type">{t('people.companyFiles.type')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="company-file-type"
            value={fileType}
            onChange={(e) => setFileType(e.currentTarget.value)}
          >
            <option value="">{t('people.none')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
