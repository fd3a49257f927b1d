// Live count of changes waiting on this device for the signed-in user (throttled while a drain
// streams changes in: live-outbox.ts).
import { useSession } from '../api/session';
import { pendingChangeCount, userDatabase } from './db';
import { useLiveOutbox } from './live-outbox';

export function usePendingChangeCount(): number {
  const session = useSession();
  const db = session ? userDatabase(session.userId, session.companyId) : null;
  return useLiveOutbox(db, pendingChangeCount) ?? 0;
}
