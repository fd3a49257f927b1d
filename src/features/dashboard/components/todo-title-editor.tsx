// Edits a to-do's text in place: Enter or the check button saves, Escape or the cross cancels
// (phones have no Escape key). Leaving the field with a change keeps it, so nothing typed is lost;
// an empty text is not saved. Every target is at least 44 px.
import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import { TODO_TITLE_MAX } from '../offline/todo-changes';

export function TodoTitleEditor({
  title,
  onSave,
  onClose,
}: {
  title: string;
  /** Called with the new text, trimmed, only when it changed. */
  onSave: (title: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(title);
  const [invalid, setInvalid] = useState(false);
  // Set once the edit ended (saved or cancelled): the blur that follows must not save again.
  const ended = useRef(false);

  const save = () => {
    if (ended.current) return;
    const trimmed = value.trim();
    if (!trimmed) return setInvalid(true);
    ended.current = true;
    if (trimmed !== title) onSave(trimmed);
    onClose();
  };
  const cancel = () => {
    ended.current = true;
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <Field.Root invalid={invalid} flex="1" minW="0">
      <HStack w="full" gap="1">
        <Input
          // Opened by a tap on the text: the person means to type now.
          autoFocus
          value={value}
          maxLength={TODO_TITLE_MAX}
          minH="11"
          aria-label={t('dashboard.todos.editLabel')}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // Moving to the save or cancel button is not leaving the edit.
            if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset.todoEdit) return;
            if (value.trim()) save();
            else cancel();
          }}
        />
        <IconButton
          data-todo-edit="save"
          minW="11"
          minH="11"
          variant="ghost"
          colorPalette="blue"
          aria-label={t('dashboard.todos.saveEdit')}
          onClick={save}
        >
          <Icon name="check" size={18} />
        </IconButton>
        <IconButton
          data-todo-edit="cancel"
          minW="11"
          minH="11"
          variant="ghost"
          aria-label={t('common.cancel')}
          onClick={cancel}
        >
          <Icon name="x" size={18} />
        </IconButton>
      </HStack>
      <Field.ErrorText>{t('dashboard.todos.required')}</Field.ErrorText>
    </Field.Root>
  );
}
