// The company information dialog (spec shell §2.4): the company's HTML, already sanitized by the
// caller. Loaded on the first click of the header's information button.
import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOpenAfterMount } from '../components/use-open-after-mount';

/** Typography for sanitized rich text (the allowlisted tags only). */
const richTextCss = {
  '& p, & ul, & ol, & blockquote': { marginBottom: '3' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& h1': { fontSize: '2xl', fontWeight: 'bold', marginBottom: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', marginBottom: '2' },
  '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', marginBottom: '2' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'border', paddingInlineStart: '3', color: 'fg.muted' },
  '& a': { color: 'blue.500', textDecoration: 'underline' },
} as const;

export function CompanyInfoDialog({
  companyName,
  html,
  open,
  onOpenChange,
}: {
  companyName: string;
  html: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const deferredOpen = useOpenAfterMount(open);
  return (
    <Dialog.Root
      open={deferredOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell.companyInfo.title', { company: companyName })}</Dialog.Title>
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
