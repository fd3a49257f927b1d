// The deleted companies a signed-in admin may still restore (issue 17), on My Profile and the
// company switcher: each with the date it is removed for good and Restore, which asks for the
// password again (restoring is a password check, as deleting was) and then signs in to the
// restored company, its data back. Nothing shows when there is nothing to restore.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DeletedCompany } from '../../../../contract/company';
import { useCurrentUser } from '../../../api/current-user';
import { ApiError } from '../../../api/errors';
import { PasswordConfirmDialog } from '../../../ui/password-confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useDeletedCompanies } from '../api/get-deleted-companies';
import { useRestoreCompany } from '../api/restore-company';
import { formErrors } from '../lib/form-errors';
import { useStartSession } from '../lib/use-start-session';

function RestoreCompanyDialog({ company, onClose }: { company: DeletedCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const restore = useRestoreCompany();
  const startSession = useStartSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const errors = formErrors(restore.error, t, ['password'], 'auth.signIn.needsConnection');
  // Sign-in's "no active account" wording would puzzle someone signed in: only the password was typed.
  const wrongPassword = restore.error instanceof ApiError && restore.error.status === 401;
  const formError = wrongPassword ? t('auth.deletedCompanies.wrongPassword') : errors.form;

  const submit = () => {
    if (!me.data) return;
    restore.mutate(
      { email: me.data.email, password, company_id: company.id },
      {
        onSuccess: (response) => {
          // A session in the restored company replaces this one, as a company switch does.
          queryClient.clear();
          startSession(response);
          notify('success', t('auth.deletedCompanies.restored', { name: company.company_name }));
          void navigate('/account/dashboard/', { replace: true });
        },
      },
    );
  };

  return (
    <PasswordConfirmDialog
      title={t('auth.deletedCompanies.dialogTitle', { name: company.company_name })}
      text={t('auth.deletedCompanies.dialogText')}
      passwordLabel={t('settings.deleteCompany.password')}
      confirmLabel={t('auth.deletedCompanies.confirm')}
      colorPalette="teal"
      password={password}
      onPasswordChange={(value) => {
        setPassword(value);
        if (restore.isError) restore.reset();
      }}
      fieldError={errors.fields.password}
      formError={formError}
      pending={restore.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

export function DeletedCompaniesCard() {
  const { t, i18n } = useTranslation();
  const deleted = useDeletedCompanies();
  const [restoring, setRestoring] = useState<DeletedCompany | null>(null);
  const companies = deleted.data ?? [];
  if (companies.length === 0) return null;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Card.Root as="section" aria-labelledby="deleted-companies-title" variant="outline" borderColor="orange.muted">
      <Card.Header>
        <Card.Title id="deleted-companies-title" as="h2">
          {t('auth.deletedCompanies.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted">{t('auth.deletedCompanies.intro')}</Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {companies.map((company) => (
              <HStack as="li" key={company.id} justify="space-between" gap="3" wrap="wrap">
                <Text fontWeight="medium">
                  {t('auth.companyDeleted.until', { name: company.company_name, date: date(company.purge_after) })}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="teal"
                  aria-label={t('auth.deletedCompanies.restoreName', { name: company.company_name })}
                  onClick={() => setRestoring(company)}
                >
                  {t('auth.companyDeleted.restore')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
      {restoring && <RestoreCompanyDialog company={restoring} onClose={() => setRestoring(null)} />}
    </Card.Root>
  );
}
