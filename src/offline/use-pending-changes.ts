// Live count of changes waiting on this device for the signed-in user.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../api/session';
import { pendingChangeCount, userDatabase } from './db';

export function usePendingChangeCount(): number {
  const session = useSession();
  return (
    useLiveQuery(
      () => (session ? pendingChangeCount(userDatabase(session.userId, session.companyId)) : 0),
      [session?.userId, session?.companyId],
    ) ?? 0
  );
}
