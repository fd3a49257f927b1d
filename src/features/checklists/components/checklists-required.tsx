// The checklist screens need the company's checklist app, and the template screens that change
// templates need a checklist admin (spec people §2, §6): without them the page says why. Also starts
// the checklist outbox kinds for whichever checklist screen is open.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { hasChecklistApp, isChecklistAdmin } from '../lib/permissions';
import { useChecklistsSetup } from '../offline/use-checklists-setup';

export function ChecklistsRequired({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  useChecklistsSetup();
  const me = useCurrentUser().data;
  if (!me) return null;
  const reason = !hasChecklistApp(me) ? 'inactive' : admin && !isChecklistAdmin(me) ? 'adminOnly' : null;
  if (reason) {
    return (
      <Alert.Root status="info" maxW="2xl" data-testid="checklists-unavailable">
        <Alert.Indicator />
        <Alert.Title>{t(`checklists.${reason}`)}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
