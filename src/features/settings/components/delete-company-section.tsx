// Settings › Company Profile, for the admin user type: delete the company (issue 17). The dialog
// asks for the admin's password again and says the company can be restored for 30 days; once it is
// deleted every session in it has ended, so the user is signed out.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COMPANY_RESTORE_DAYS } from '../../../../contract/company-constants';
import { ValidationApiError, errorMessages } from '../../../api/errors';
import { useDeleteCompany } from '../api/delete-company';

function DeleteCompanyDialog({ companyName, onClose }: { companyName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useDeleteCompany();
  const [password, setPassword] = useState('');
  const fieldError =
    mutation.error instanceof ValidationApiError ? mutation.error.fields.password?.join(' ') : undefined;
  const formError = mutation.error && !fieldError ? errorMessages(mutation.error).join(' ') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(password, { onSuccess: () => void navigate('/auth/signout', { replace: true }) });
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>{t('settings.deleteCompany.title', { name: companyName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('settings.deleteCompany.warning', { days: COMPANY_RESTORE_DAYS })}</Text>
                <Field.Root required invalid={Boolean(fieldError)}>
                  <Field.Label>{t('settings.deleteCompany.password')}</Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      if (mutation.isError) mutation.reset();
                    }}
                    data-testid="delete-company-password"
                  />
                  {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                </Field.Root>
                {formError && <Text color="fg.error">{formError}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" colorPalette="red" loading={mutation.isPending} disabled={password === ''}>
                {t('settings.deleteCompany.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
