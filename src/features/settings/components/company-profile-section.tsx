// Settings › Company Profile: the profile form, and for those who may edit it the company's
// referral address (its own small form: it saves as JSON, apart from the multipart profile), and for
// the admin user type the deletion of the company.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { useCompany } from '../api/get-company';
import { CompanyProfileForm } from './company-profile-form';
import { DeleteCompanySection } from './delete-company-section';
import { ReferralUrlForm } from './referral-url-form';
import { SectionCard } from './section-card';

export function CompanyProfileSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const company = useCompany();
  // The server lets only the admin user type delete the company.
  const mayDelete = useCurrentUser().data?.user_type.user_type_slug === 'admin';
  return (
    <SectionCard
      id="company-profile"
      title={t('nav.settings.companyProfile')}
      description={t('settings.company.description')}
    >
      {company.data ? (
        <Stack gap="6">
          <CompanyProfileForm key={company.data.id} company={company.data} editable={editable} />
          {editable && <ReferralUrlForm key={`referral-${company.data.id}`} saved={company.data.referral_url} />}
          {mayDelete && <DeleteCompanySection companyName={company.data.company_name} />}
        </Stack>
      ) : company.isError ? (
        <Text color="fg.muted">{t('settings.loadError')}</Text>
      ) : (
        <Stack gap="4">
          <Skeleton h="10" />
          <Skeleton h="24" />
          <Skeleton h="10" />
        </Stack>
      )}
    </SectionCard>
  );
}
