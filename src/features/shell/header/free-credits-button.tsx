// The header's "Get Free Credits" button; its dialog loads on the first click.
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { Icon } from '../../../ui/icons';

const FreeCreditsDialog = lazy(() => import('./free-credits-dialog').then((m) => ({ default: m.FreeCreditsDialog })));

export function FreeCreditsButton() {
  const { t } = useTranslation();
  const company = useCurrentUser().data?.company;
  const [open, setOpen] = useState<boolean | null>(null);
  if (!company) return null;
  const label = t('shell.credits.title');
  return (
    <>
      <IconButton variant="ghost" size="sm" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <Icon name="gift" />
      </IconButton>
      {open !== null && (
        <Suspense fallback={null}>
          <FreeCreditsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
