// The Company Motto as everyone sees it, under the dashboard's greeting (composed there by
// src/app). Nothing shows while it loads, when it cannot be read, or when the company has none.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompanyMotto } from '../api/company-motto';

export function CompanyMottoLine() {
  const { t } = useTranslation();
  const motto = useCompanyMotto().data?.company_motto;
  if (!motto) return null;
  return (
    <Text as="blockquote" fontStyle="italic" color="fg.muted" aria-label={t('nav.settings.companyMotto')}>
      “{motto}”
    </Text>
  );
}
