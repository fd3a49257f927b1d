// Keeps the offline working set (issue 18.2, src/app/working-set) on the device for whoever is
// signed in, and stops when the session ends or changes. The runner, with the queries of every area
// it prefetches, is imported after the first screen: nothing on that screen waits for it.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../api/session';
import { inBackground } from '../lib/first-screen';
import type * as Runner from './working-set/working-set-runner';

let runner: Promise<typeof Runner> | null = null;

const loadRunner = () => (runner ??= inBackground().then(() => import('./working-set/working-set-runner')));

export function WorkingSetRunner({ queryClient }: { queryClient: QueryClient }) {
  const session = useSession();
  const userId = session?.userId;
  const companyId = session?.companyId;

  useEffect(() => {
    if (userId === undefined || companyId === undefined) return;
    let live = true;
    void loadRunner().then(({ startWorkingSet }) => {
      if (live) startWorkingSet(queryClient, { userId, companyId });
    });
    return () => {
      live = false;
      void runner?.then((m) => m.stopWorkingSet());
    };
  }, [userId, companyId, queryClient]);
  return null;
}
