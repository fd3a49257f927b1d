// The link dialog (issue 20, item 5), instead of the browser's prompt: the link's text and address,
// opened on the link the caret is in (to change or remove it) or on the selected text. Only web,
// e-mail and phone addresses are accepted (safe-url.ts linkAddress); anything else is refused with a
// message saying what is accepted, and nothing in the document changes.
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/form-dialog';
import { linkAddress } from './safe-url';

export interface LinkDialogProps {
  start: { text: string; url: string; editing: boolean };
  onApply: (text: string, url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function LinkDialog({ start, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(start.text);
  const [address, setAddress] = useState(start.url);
  const [checked, setChecked] = useState(false);
  const textInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  const url = linkAddress(address);

  return (
    <FormDialog
      title={t(start.editing ? 'knowledgeBase.editor.linkDialog.editTitle' : 'knowledgeBase.editor.linkDialog.title')}
      saving={false}
      restoreFocus={false}
      // With text already chosen, the address is what is left to type.
      initialFocusEl={() => (start.text ? addressInput.current : textInput.current)}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (url) onApply(text, url);
        else addressInput.current?.focus();
      }}
      extraActions={
        start.editing && (
          <Button variant="outline" colorPalette="red" mr="auto" onClick={onRemove}>
            {t('knowledgeBase.editor.linkDialog.remove')}
          </Button>
        )
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t('knowledgeBase.editor.linkDialog.text')}</Field.Label>
          <Input ref={textInput} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root invalid={checked && url === null}>
          <Field.Label>{t('knowledgeBase.editor.linkDialog.address')}</Field.Label>
          <Input
            ref={addressInput}
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
          {checked && url === null ? (
            <Field.ErrorText>{t('knowledgeBase.editor.linkDialog.invalid')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('knowledgeBase.editor.linkDialog.help')}</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
