// Settings › Company Profile, for the admin user type: delete the company (issue 17). The dialog
// asks for the admin's password again and says the company can be restored for 30 days; once it is
// deleted every session in it has ended, so the user is signed out.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COMPANY_RESTORE_DAYS } from '../../../../contract/company-constants';
import { ValidationApiError, errorMessages } from '../../../api/errors';
import { PasswordConfirmDialog } from '../../../ui/password-confirm-dialog';
import { useDeleteCompany } from '../api/delete-company';

function DeleteCompanyDialog({ companyName, onClose }: { companyName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useDeleteCompany();
  const [password, setPassword] = useState('');
  const fieldError =
    mutation.error instanceof ValidationApiError ? mutation.error.fields.password?.join(' ') : undefined;
  const formError = mutation.error && !fieldError ? errorMessages(mutation.error).join(' ') : null;
  return (
    <PasswordConfirmDialog
      role="alertdialog"
      title={t('settings.deleteCompany.title', { name: companyName })}
      text={t('settings.deleteCompany.warning', { days: COMPANY_RESTORE_DAYS })}
      passwordLabel={t('settings.deleteCompany.password')}
      confirmLabel={t('settings.deleteCompany.confirm')}
      colorPalette="red"
      password={password}
      onPasswordChange={(value) => {
        setPassword(value);
        if (mutation.isError) mutation.reset();
      }}
      fieldError={fieldError}
      formError={formError}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate(password, { onSuccess: () => void navigate('/auth/signout', { replace: true }) })}
      onClose={onClose}
      inputTestId="delete-company-password"
    />
  );
}

export function DeleteCompanySection({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      <Text fontWeight="medium">{t('settings.deleteCompany.heading')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('settings.deleteCompany.description', { days: COMPANY_RESTORE_DAYS })}
      </Text>
      <Button alignSelf="start" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('settings.deleteCompany.open')}
      </Button>
      {open && <DeleteCompanyDialog companyName={companyName} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
