// Sign-in's answer when every company of the user is deleted (403 company_deleted, issue 17): says
// so, and offers an admin each company they may still restore (within 30 days of its deletion),
// restoring with the e-mail and password just typed and signing in to it.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../../contract/account';
import type { DeletedCompany } from '../../../../contract/company';
import { useRestoreCompany } from '../api/restore-company';
import { formErrors } from '../lib/form-errors';
import { FormAlert } from './form-alert';

export function DeletedCompaniesNotice({
  companies,
  credentials,
  onRestored,
}: {
  companies: DeletedCompany[];
  credentials: { email: string; password: string };
  onRestored: (session: LoginResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const restore = useRestoreCompany();
  const error = formErrors(restore.error, t, [], 'auth.signIn.needsConnection').form;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <FormAlert status="warning" title={t('auth.companyDeleted.title')}>
      <Stack gap="3" data-testid="deleted-companies">
        <Text>{companies.length > 0 ? t('auth.companyDeleted.admin') : t('auth.companyDeleted.staff')}</Text>
        {companies.map((company) => (
          <HStack key={company.id} justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="medium">
              {t('auth.companyDeleted.until', { name: company.company_name, date: date(company.purge_after) })}
            </Text>
            <Button
              size="sm"
              colorPalette="teal"
              loading={restore.isPending && restore.variables?.company_id === company.id}
              disabled={restore.isPending}
              onClick={() => restore.mutate({ ...credentials, company_id: company.id }, { onSuccess: onRestored })}
            >
              {t('auth.companyDeleted.restore')}
            </Button>
          </HStack>
        ))}
        {error && <Text color="fg.error">{error}</Text>}
      </Stack>
    </FormAlert>
  );
}
