// Renders a component the way the app does (Chakra, TanStack Query, a router, toasts) with a
// signed-in session and the user already in the cache, and an msw server per test file.
import 'fake-indexeddb/auto';
import './i18n';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { LoggedInUser } from '../../contract/account';
import { resetClientStateForTests } from '../api/client';
import { getMeQueryOptions } from '../api/current-user';
import { clearRequestedUrl, clearSession, setSession } from '../api/session';
import { getSystem } from '../ui/system';
import { toaster, Toaster } from '../ui/toaster';

// jsdom lacks ResizeObserver, which Chakra's menus and popovers use to follow their anchor.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

const ALL_ROLES = {
  user_is_admin: true,
  user_is_assignment_admin: true,
  user_is_attendance_admin: true,
  user_is_checklist_admin: true,
  user_is_kb_admin: true,
  user_is_pr_approver: true,
  user_is_pr_payer: true,
  user_is_profile_admin: true,
  user_is_request_admin: true,
  user_is_stat_admin: true,
};

/** The signed-in user as GET account/api/me/ answers it: an admin of a company with every app. */
export function meFixture(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    id: 1,
    staff_id: 11,
    email: 'admin@acme.test',
    first_name: 'Ada',
    last_name: 'Admin',
    photo: null,
    gender: null,
    timezone: 'Europe/Madrid',
    last_login: null,
    positions: [],
    has_subscription_plan: true,
    company_list: [{ id: 10, company_name: 'Acme', company_slug: 'acme' }],
    user_type: { user_type: 'Admin', user_type_slug: 'admin' },
    user_roles: { ...ALL_ROLES },
    staff_info: { language_code: 'en', is_dark_mode: null },
    personal_phone: null,
    position: null,
    staff_division: null,
    company: {
      id: 10,
      company_name: 'Acme',
      company_slug: 'acme',
      company_logo: null,
      language_code: 'en',
      app_sumo_license: false,
      referral_url: null,
      active_app: [
        { id: 1, app_name: 'knowledge_base' },
        { id: 2, app_name: 'checklist' },
        { id: 3, app_name: 'attendance' },
        { id: 4, app_name: 'purchase_request' },
        { id: 5, app_name: 'request' },
        { id: 6, app_name: 'statistics' },
      ],
    },
    ...overrides,
  };
}

export interface RenderOptions {
  me?: LoggedInUser | null;
  route?: string;
}

export function renderWithProviders(
  ui: ReactNode,
  { me = meFixture(), route = '/' }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient; user: ReturnType<typeof userEvent.setup> } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (me) {
    setSession({ token: 'access-1', refresh: 'refresh-1', userId: me.id, companyId: me.company.id });
    queryClient.setQueryData(getMeQueryOptions(me.id, me.company.id).queryKey, me);
  }
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, queryClient, user };
}

function RouteTable({ routes, onLocation }: { routes: RouteObject[]; onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return useRoutes(routes);
}

/**
 * Renders a route table at `path` the way the app does (useRoutes in a router), signed out unless
 * `me` says who is signed in: for pages that navigate (sign-in, sign-out, password pages).
 */
export function renderRoutes(routes: RouteObject[], path: string, { me = null }: Omit<RenderOptions, 'route'> = {}) {
  let current = path;
  const onLocation = (location: Location) => (current = `${location.pathname}${location.search}`);
  const view = renderWithProviders(<RouteTable routes={routes} onLocation={onLocation} />, { me, route: path });
  /** Where the router is now: path and query, e.g. `/auth/onboarding?step=2`. */
  const currentUrl = () => current;
  return { ...view, currentUrl };
}

/** An msw server for one test file, with a clean session, storage and toasts around each test. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetClientStateForTests();
    clearSession();
    clearRequestedUrl();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    // Vitest runs without globals, so Testing Library cannot unmount on its own.
    cleanup();
    toaster.remove();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
