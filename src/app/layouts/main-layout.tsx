// The main layout of every logged-in route: the shell (header, menu) around the page, with an error
// boundary per page so a crashing page keeps the menu, reset when the user navigates elsewhere.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AiSearchButton } from '../../features/ai-search/components/ai-search-button';
import { InMainLayoutContext } from '../../features/shell/layout/in-main-layout';
import { ShellLayout } from '../../features/shell/layout/shell-layout';
import { PageSpinner } from '../../ui/page-spinner';
import { ErrorBoundary } from '../error-boundary';

export function MainLayout() {
  const location = useLocation();
  return (
    <InMainLayoutContext.Provider value>
      <ShellLayout headerActions={<AiSearchButton />}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </ShellLayout>
    </InMainLayoutContext.Provider>
  );
}
