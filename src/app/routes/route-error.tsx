// What a route shows when loading or rendering it failed outside the main layout's own boundary
// (router.tsx puts it around every route). An API 404 a route let through shows the not-found page;
// everything else goes through the crash handling of spec shell §4.
import { NotFoundApiError } from '../../api/errors';
import { useMarkFirstScreen } from '../../lib/first-screen';
import { CrashFallback } from '../../features/shell/crash/crash-fallback';
import { NotFoundPage } from '../../features/shell/pages/not-found-page';

export function RouteError({ error }: { error: unknown }) {
  useMarkFirstScreen();
  if (error instanceof NotFoundApiError) return <NotFoundPage />;
  return <CrashFallback error={error} />;
}
