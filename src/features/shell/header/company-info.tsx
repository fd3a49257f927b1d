// The header's company information button (spec shell §2.4): shown when the company has information
// text; the text goes through the allowlist sanitizer, and the dialog loads on the first click.
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasVisibleHtml, sanitizeHtml } from '../../../lib/sanitize-html';
import { useCompany } from '../api/get-company';
import { Icon } from '../../../ui/icons';

const CompanyInfoDialog = lazy(() => import('./company-info-dialog').then((m) => ({ default: m.CompanyInfoDialog })));

export function CompanyInfoButton() {
  const { t } = useTranslation();
  const company = useCompany().data;
  const [open, setOpen] = useState<boolean | null>(null);
  const html = useMemo(() => sanitizeHtml(company?.company_information), [company?.company_information]);
  if (!company || !hasVisibleHtml(html)) return null;
  const label = t('shell.companyInfo.open');
  return (
    <>
      <IconButton variant="ghost" size="sm" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <Icon name="info" />
      </IconButton>
      {open !== null && (
        <Suspense fallback={null}>
          <CompanyInfoDialog companyName={company.company_name} html={html} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
