// The form of the password pages: a new password typed twice (and the current one when changing
// it while signed in). The two entries must match before anything is sent; the server's answer
// (a bad link, a wrong current password) comes back through `error`.
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '../lib/form-errors';
import { useForm } from '../lib/use-form';
import { newPassword, passwordConfirmation, PASSWORD_MIN_LENGTH, required, validate } from '../lib/validation';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { PrimaryButton } from './primary-button';

const SERVER_FIELDS = ['old_password', 'new_password'] as const;
type Field = (typeof SERVER_FIELDS)[number] | 'confirm_password';

export interface NewPasswordValues {
  old_password: string;
  new_password: string;
}

export function NewPasswordForm({
  withOldPassword = false,
  submitLabel,
  pending,
  error,
  onSubmit,
  onEdit,
}: {
  withOldPassword?: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: NewPasswordValues) => void;
  /** Called on every edit, so the page can clear the last server error. */
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Field>({ old_password: '', new_password: '', confirm_password: '' }, onEdit);
  const server = formErrors(error, t, SERVER_FIELDS);
  const fieldError = (name: Field) => {
    const key = form.errors[name];
    if (key) return t(key, { min: PASSWORD_MIN_LENGTH });
    return name === 'confirm_password' ? undefined : server.fields[name];
  };

  const submit = form.submit(
    (v) =>
      validate<Field>({
        old_password: withOldPassword ? required(v.old_password) : null,
        new_password: newPassword(v.new_password),
        confirm_password: passwordConfirmation(v.new_password, v.confirm_password),
      }),
    (v) => onSubmit({ old_password: v.old_password, new_password: v.new_password }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {server.form && <FormAlert>{server.form}</FormAlert>}
        {withOldPassword && (
          <FormField label={t('auth.fields.currentPassword')} error={fieldError('old_password')}>
            <PasswordInput autoComplete="current-password" {...form.field('old_password')} />
          </FormField>
        )}
        <FormField
          label={t('auth.fields.newPassword')}
          error={fieldError('new_password')}
          helper={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
        >
          <PasswordInput autoComplete="new-password" {...form.field('new_password')} />
        </FormField>
        <FormField label={t('auth.fields.confirmNewPassword')} error={fieldError('confirm_password')}>
          <PasswordInput autoComplete="new-password" {...form.field('confirm_password')} />
        </FormField>
        <PrimaryButton type="submit" loading={pending}>
          {submitLabel}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
