// Renames one thing (a file type, a custom field's choice, a saved view): one required text field in
// a FormDialog. `onSave` does the call; the dialog shows the success notice and closes, or shows the
// server's answer and stays open.
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_REQUIRED } from '../../../../contract/people-constants';
import { serverResponseText } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { FormDialog } from './form-dialog';

export function NameDialog({
  title,
  label,
  initial,
  success,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  /** The notice after a save (§8's "… updated successfully!"). */
  success: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const error = touched && !name.trim() ? FIELD_REQUIRED : undefined;

  async function submit() {
    setTouched(true);
    if (!name.trim()) return;
    setSaving(true);
    try {
      await onSave(name.trim());
      notify('success', success);
      onClose();
    } catch (err) {
      notify('error', serverResponseText(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={title}
      size="sm"
      loading={saving}
      disabled={Boolean(error)}
      onSubmit={() => void submit()}
      onOpenChange={(open) => !open && onClose()}
    >
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
