// Settings › Company Profile.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../api/get-company';
import { CompanyProfileForm } from './company-profile-form';
import { SectionCard } from './section-card';

export function CompanyProfileSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const company = useCompany();
  return (
    <SectionCard
      id="company-profile"
      title={t('nav.settings.companyProfile')}
      description={t('settings.company.description')}
    >
      {company.data ? (
        <CompanyProfileForm key={company.data.id} company={company.data} editable={editable} />
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
