// The header's way into the AI knowledge-base search (spec shell §2.4), for companies with the
// knowledge base. The dialog's code loads on the first click, not with the header.
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';

const AiSearchDialog = lazy(() => import('./ai-search-dialog').then((m) => ({ default: m.AiSearchDialog })));

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="8" />
      <path d="M21 21l-4.35-4.35" />
    </svg>
  );
}

export function AiSearchButton() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const [open, setOpen] = useState<boolean | null>(null);
  if (!me?.company.active_app.some((app) => app.app_name === 'knowledge_base')) return null;
  return (
    <>
      <IconButton variant="ghost" size="sm" aria-label={t('aiSearch.open')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      {open !== null && (
        <Suspense fallback={null}>
          <AiSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
