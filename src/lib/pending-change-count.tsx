// The number of changes waiting on this device, for the header badge and the dashboard card, without
// putting the offline core (Dexie, ~30 KiB gzip) in the first load: the live count's module is
// imported after the first screen (src/lib/first-screen), and until it arrives the count is 0, which
// is also what an empty or unread queue shows. Render prop, because a hook cannot wait for a module.
import { lazy, Suspense, type ReactNode } from 'react';
import { afterFirstScreen } from './first-screen';

type Render = (count: number) => ReactNode;

const LiveCount = lazy(async () => {
  await afterFirstScreen();
  const { usePendingChangeCount } = await import('../offline/use-pending-changes');
  return {
    default: function LivePendingChangeCount({ children }: { children: Render }) {
      return children(usePendingChangeCount());
    },
  };
});

export function PendingChangeCount({ children }: { children: Render }) {
  return (
    <Suspense fallback={children(0)}>
      <LiveCount>{children}</LiveCount>
    </Suspense>
  );
}
