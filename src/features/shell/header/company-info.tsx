// The company information button and dialog (spec shell §2.4): shown when the company has
// information text, rendered through the allowlist sanitizer.
import { Box, CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasVisibleHtml, sanitizeHtml } from '../../../lib/sanitize-html';
import { useCompany } from '../api/get-company';
import { Icon } from '../components/icons';

/** Typography for sanitized rich text (the allowlisted tags only). */
export const richTextCss = {
  '& p, & ul, & ol, & blockquote': { marginBottom: '3' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& h1': { fontSize: '2xl', fontWeight: 'bold', marginBottom: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', marginBottom: '2' },
  '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', marginBottom: '2' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'border', paddingInlineStart: '3', color: 'fg.muted' },
  '& a': { color: 'blue.500', textDecoration: 'underline' },
} as const;

export function CompanyInfoButton() {
  const { t } = useTranslation();
  const company = useCompany().data;
  const [open, setOpen] = useState(false);
  const html = useMemo(() => sanitizeHtml(company?.company_information), [company?.company_information]);
  if (!company || !hasVisibleHtml(html)) return null;
  const label = t('shell.companyInfo.open');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="md" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} title={label}>
          <Icon name="info" />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell.companyInfo.title', { company: company.company_name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box css={richTextCss} dangerouslySetInnerHTML={{ __html: html }} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
