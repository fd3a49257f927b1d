// Renders auth routes the way the app does (Chakra, TanStack Query, a data router, toasts), in a
// memory router, and gives the test the pieces it inspects. msw answers the API calls.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import '../../../test/auth-i18n';
import { clearRequestedUrl, clearSession } from '../../../api/session';
import { resetClientStateForTests } from '../../../api/client';
import { getSystem } from '../../../ui/system';
import { Toaster } from '../../../ui/toaster';

export function renderRoutes(routes: RouteObject[], initialEntries: string[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, queryClient, router, user };
}

/** An msw server for one test file, with a clean session and network state around each test. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetClientStateForTests();
    clearSession();
    clearRequestedUrl();
    localStorage.clear();
  });
  afterEach(() => {
    // Vitest runs without globals, so Testing Library cannot unmount on its own.
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
