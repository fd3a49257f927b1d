// The router's errorElement: an error thrown while loading or rendering a route outside the main
// layout's own boundary. A 404 (no route, or an API 404 a route let through) shows the not-found
// page; everything else goes through the crash handling of spec shell §4.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundApiError } from '../../api/errors';
import { useMarkFirstScreen } from '../../lib/first-screen';
import { CrashFallback } from '../../features/shell/crash/crash-fallback';
import { NotFoundPage } from '../../features/shell/pages/not-found-page';

export function RouteError() {
  const error = useRouteError();
  useMarkFirstScreen();
  if ((isRouteErrorResponse(error) && error.status === 404) || error instanceof NotFoundApiError) {
    return <NotFoundPage />;
  }
  return <CrashFallback error={error} />;
}
