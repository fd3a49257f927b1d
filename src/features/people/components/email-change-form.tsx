// My Profile's e-mail (issue 17): the address is the person's sign-in, so it is not edited in place.
// The person asks for a new one with their current password; the server sends a link to the new
// address (and a notice to the old), and the e-mail changes only when that link is opened. Until
// then the profile keeps showing the current address.
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationApiError } from '../../../api/errors';
import { useRequestEmailChange } from '../api/request-email-change';
import { peopleErrorMessages, translatePeopleMessage } from '../lib/server-messages';

type Field = 'new_email' | 'password';

function fieldErrors(error: unknown, translate: (m: string) => string) {
  const fields: Partial<Record<Field, string>> = {};
  if (!(error instanceof ValidationApiError)) return { fields, rest: error != null };
  let rest = false;
  for (const [name, messages] of Object.entries(error.fields)) {
    if (name === 'new_email' || name === 'password') fields[name] = messages.map(translate).join(' ');
    else rest = true;
  }
  return { fields, rest };
}

export function EmailChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useRequestEmailChange();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ new_email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const missing: Partial<Record<Field, string>> = {};
  if (!values.new_email.trim()) missing.new_email = t('people.emailChange.required');
  if (!values.password) missing.password = t('people.emailChange.required');
  const server = fieldErrors(change.error, (m) => translatePeopleMessage(t, m));
  const shown = { ...server.fields, ...(touched ? missing : {}) };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(missing).length > 0) return;
    change.mutate({ new_email: values.new_email.trim(), password: values.password });
  }

  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (change.isError) change.reset();
  };

  return (
    <Stack gap="3" mt="5" pt="4" borderTopWidth="1px">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" fontWeight="medium">
            {t('people.fields.email')}
          </Text>
          <Text data-testid="my-email">{email}</Text>
        </Stack>
        {!open && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {t('people.emailChange.open')}
          </Button>
        )}
      </HStack>
      {open && change.isSuccess && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('people.emailChange.sent', { email: change.variables.new_email })}</Alert.Description>
        </Alert.Root>
      )}
      {open && !change.isSuccess && (
        <form onSubmit={submit} noValidate aria-label={t('people.emailChange.title')}>
          <Stack gap="3" maxW="md">
            <Text fontSize="sm" color="fg.muted">
              {t('people.emailChange.help')}
            </Text>
            <Field.Root invalid={Boolean(shown.new_email)} required>
              <Field.Label>
                {t('people.emailChange.newEmail')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="email"
                autoComplete="email"
                value={values.new_email}
                onChange={(e) => edit('new_email')(e.currentTarget.value)}
              />
              <Field.ErrorText>{shown.new_email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(shown.password)} required>
              <Field.Label>
                {t('people.emailChange.password')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={(e) => edit('password')(e.currentTarget.value)}
              />
              <Field.ErrorText>{shown.password}</Field.ErrorText>
            </Field.Root>
            {server.rest && (
              <Text color="fg.error" role="alert">
                {peopleErrorMessages(t, change.error).join(' ')}
              </Text>
            )}
            <HStack gap="2">
              <Button type="submit" colorPalette="blue" loading={change.isPending}>
                {t('people.emailChange.submit')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setOpen(false);
                  setTouched(false);
                  setValues({ new_email: '', password: '' });
                  change.reset();
                }}
              >
                {t('common.cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
