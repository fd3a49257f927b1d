// Adds a to-do: one field and a button; an empty title is not sent. The to-do is written to this
// device's outbox and shows at once; it reaches the server when there is a network.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toaster';
import { TODO_TITLE_MAX } from '../offline/todo-changes';
import { todoActions } from '../offline/use-todo-list';

export function TodoForm() {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setInvalid(true);
    setTitle('');
    try {
      await todoActions.add(trimmed);
    } catch (error) {
      // Not saved anywhere (storage full, signed out): give the text back so nothing typed is lost.
      setTitle((current) => current || trimmed);
      notify('error', t('dashboard.todos.saveFailed', { reason: error instanceof Error ? error.message : '' }));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field.Root invalid={invalid}>
        <Field.Label srOnly>{t('dashboard.todos.newLabel')}</Field.Label>
        <HStack w="full">
          <Input
            value={title}
            maxLength={TODO_TITLE_MAX}
            minH="11"
            placeholder={t('dashboard.todos.placeholder')}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <Button type="submit" colorPalette="blue" flexShrink={0} minH="11">
            {t('dashboard.todos.add')}
          </Button>
        </HStack>
        <Field.ErrorText>{t('dashboard.todos.required')}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
