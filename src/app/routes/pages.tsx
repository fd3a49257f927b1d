// Route components of the not-found, maintenance and API-address pages (spec shell §2.1, §2.6).
import { ApiRedirect } from '../../features/shell/pages/api-redirect';
import { ComingSoonPage, MaintenanceErrorPage, OfflinePage } from '../../features/shell/pages/maintenance-pages';
import { NotFoundPage } from '../../features/shell/pages/not-found-page';

export function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ComingSoonRoute() {
  return <ComingSoonPage />;
}

export function MaintenanceErrorRoute() {
  return <MaintenanceErrorPage />;
}

export function OfflineRoute() {
  return <OfflinePage />;
}

export function ApiRedirectRoute() {
  return <ApiRedirect />;
}
