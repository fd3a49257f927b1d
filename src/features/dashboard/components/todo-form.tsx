// Adds a to-do: one field and a button; an empty title is not sent.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTodo } from '../api/create-todo';
import { notifyMutationError } from './mutation-error';

const TITLE_MAX = 500;

export function TodoForm() {
  const { t } = useTranslation();
  const create = useCreateTodo();
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setInvalid(true);
    setTitle('');
    create.mutate(
      { title: trimmed },
      {
        onError: (error) => {
          // Give the text back so nothing typed is lost.
          setTitle((current) => current || trimmed);
          notifyMutationError(error, t);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={invalid}>
        <Field.Label srOnly>{t('dashboard.todos.newLabel')}</Field.Label>
        <HStack w="full">
          <Input
            value={title}
            maxLength={TITLE_MAX}
            placeholder={t('dashboard.todos.placeholder')}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <Button type="submit" colorPalette="blue" flexShrink={0}>
            {t('dashboard.todos.add')}
          </Button>
        </HStack>
        <Field.ErrorText>{t('dashboard.todos.required')}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
