// The "picture from an address" dialog (issue 20, item 6), instead of the browser's prompt and
// alert: the picture's address and a description for people who cannot see it. Only web addresses,
// paths on this site and inline pictures are accepted (safe-url.ts safeImageUrl); anything else is
// refused under the field, and nothing in the document changes.
import { Field, Input, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/form-dialog';
import { safeImageUrl } from './safe-url';

export interface ImageUrlDialogProps {
  onInsert: (url: string, alt: string) => void;
  onClose: () => void;
}

export function ImageUrlDialog({ onInsert, onClose }: ImageUrlDialogProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [checked, setChecked] = useState(false);
  const addressInput = useRef<HTMLInputElement>(null);
  const url = safeImageUrl(address);

  return (
    <FormDialog
      title={t('knowledgeBase.editor.imageDialog.title')}
      submitLabel={t('knowledgeBase.editor.imageDialog.insert')}
      saving={false}
      restoreFocus={false}
      initialFocusEl={() => addressInput.current}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (url) onInsert(url, alt.trim());
        else addressInput.current?.focus();
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={checked && url === null} required>
          <Field.Label>{t('knowledgeBase.editor.imageUrlPrompt')}</Field.Label>
          <Input
            ref={addressInput}
            inputMode="url"
            placeholder="https://"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
          {checked && url === null ? (
            <Field.ErrorText>{t('knowledgeBase.editor.imageDialog.invalid')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('knowledgeBase.editor.imageDialog.help')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('knowledgeBase.editor.imageDialog.alt')}</Field.Label>
          <Input value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
