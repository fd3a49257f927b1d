// Renames one of the user's own saved views (PATCH custom-views/{id}/; the server lets only the owner
// change a view): pick the view, type its new name.
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomView } from '../../../../contract/company-data';
import { FIELD_REQUIRED } from '../../../../contract/people-constants';
import { serverResponseText } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useRenameCustomView } from '../api/custom-views';
import { FormDialog } from './form-dialog';

export function RenameViewDialog({ views, onClose }: { views: CustomView[]; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameCustomView();
  const [id, setId] = useState(views[0]?.id ?? 0);
  const [name, setName] = useState(views[0]?.name ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched && !name.trim() ? FIELD_REQUIRED : undefined;

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    try {
      await rename.mutateAsync({ id, name: name.trim() });
      notify('success', t('people.views.renamed'));
      onClose();
    } catch (err) {
      notify('error', serverResponseText(err));
    }
  }

  return (
    <FormDialog
      title={t('people.views.renameTitle')}
      size="sm"
      loading={rename.isPending}
      disabled={Boolean(error)}
      onSubmit={() => void save()}
      onOpenChange={(open) => !open && onClose()}
    >
      <Field.Root>
        <Field.Label htmlFor="rename-view">{t('people.views.which')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="rename-view"
            value={id}
            onChange={(e) => {
              const view = views.find((v) => v.id === Number(e.currentTarget.value));
              if (!view) return;
              setId(view.id);
              setName(view.name);
            }}
          >
            {views.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>
          {t('people.views.newName')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
