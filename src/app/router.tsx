// The route table of spec shell §2, lazy-loaded per area. Public routes sit outside the main layout;
// every logged-in route sits inside it behind the sign-in and plan gates. Screens that later issues
// build are listed in LATER_ROUTES and show the in-layout not-found page until they land.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { useMarkFirstScreen } from '../lib/first-screen';
import { RequireAuth, SignedOutOnly } from './guards/require-auth';
import { RouteError } from './routes/route-error';

type Lazy = RouteObject['lazy'];

/** A route's screen that says when it is first shown, so deferred work can start (lib/first-screen). */
function screen(Screen: ComponentType): ComponentType {
  return function RouteScreen() {
    useMarkFirstScreen();
    return <Screen />;
  };
}

// One lazy loader per area, so each area is its own chunk.
const auth =
  (name: string): Lazy =>
  async () => ({ Component: screen((await import('./routes/auth'))[name as 'SignInRoute']) });
const pages =
  (name: string): Lazy =>
  async () => ({ Component: screen((await import('./routes/pages'))[name as 'NotFoundRoute']) });
const shell =
  (name: string): Lazy =>
  async () => ({ Component: screen((await import('./routes/shell'))[name as 'DashboardRoute']) });
const attendance =
  (name: string): Lazy =>
  async () => ({ Component: screen((await import('./routes/attendance'))[name as 'ClockInsRoute']) });

const notFound = pages('NotFoundRoute');

/** Logged-in routes whose screens belong to later issues (spec shell §2.2). */
export const LATER_ROUTES = [
  '/test',
  '/account/profile/',
  '/account/employee/:id',
  '/switch-company',
  '/humesign/',
  '/account/employees',
  '/account/create',
  '/account/responsibilities',
  '/account/responsibilities/list',
  '/account/positions',
  '/account/org-chart/',
  '/account/positional-org-chart/',
  '/div/',
  '/account/actions/',
  '/account/outbound-emails/',
  '/statistics/create',
  '/statistics/single/',
  '/statistics/multi/',
  '/statistics/archived/',
  '/statistics/external/',
  '/statistics/create-stat/',
  '/statistics/statsheet/',
  '/account/billing',
  '/account/settings/edit-company/',
  '/request',
  '/request/details/:id',
  '/request/create',
  '/request/tasks-kanban',
  '/tasks/',
  '/tasks/details/:id',
  '/tasks/create/',
  '/purchase-requests',
  '/purchase-requests/details/:id',
  '/purchase-requests/create',
  '/knowledgebase/articles',
  '/articles/create',
  '/articles/:id',
  '/articles/:id/edit',
  '/articles/:id/draft',
  '/articles/version/:id/',
  '/knowledgebase/categories/:id/',
  '/acknowledgement-timeline',
  '/acknowledgement-leaderboard',
  '/quiz-acknowledgement-timeline',
  '/courses',
  '/assigned-courses',
  '/courses/create',
  '/courses/:id',
  '/courses/:id/edit/',
  '/library-courses',
  '/knowledgebase/*',
  '/checklist/template/create',
  '/checklist/templates',
  '/checklist/template/edit/:id',
  '/checklist/template/:id',
  '/checklist/checklists/',
  '/checklist/checklists/:id',
  '/checklist/edit/:id',
  '/checklist/create/:id',
  '/checklist/display/:id',
  '/knowledge-base/scorm',
  '/knowledge-base/scorm/upload',
  '/knowledge-base/scorm/:packageId',
];

/** Public routes whose screens belong to later issues. */
const LATER_PUBLIC_ROUTES = [
  '/auth/app-sumo-register',
  '/auth/profile-settings',
  '/auth/tabs-auth',
  '/auth/subscribe',
  '/articles/public/:companySlug/',
  '/articles/public/:companySlug/:publicKBUrl/',
  '/articles/public/:companySlug/details/:id/',
  '/org-chart/',
  '/connect/slack',
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          ...['/auth/signin', '/account/login', '/signin'].map((path) => ({ path, lazy: auth('SignInRoute') })),
          ...['/auth/signup', '/signup', '/account/register'].map((path) => ({ path, lazy: auth('SignUpRoute') })),
        ],
      },
      ...['/auth/signout', '/signout', '/logout'].map((path) => ({ path, lazy: auth('SignOutRoute') })),
      { path: '/auth/reset-password', lazy: auth('ResetPasswordRoute') },
      { path: '/auth/reset-password-confirm/:uuid/:token', lazy: auth('ResetPasswordConfirmRoute') },
      { path: '/auth/set-password/:uuid', lazy: auth('SetPasswordRoute') },
      { path: '/auth/change-password', lazy: auth('ChangePasswordRoute') },
      { path: '/auth/onboarding', lazy: auth('OnboardingRoute') },
      { path: '/checkout_redirect/:customerId/:subscriptionId/:nextBillingAt/', lazy: notFound },
      { path: '/404', lazy: notFound },
      { path: '/maintenance/coming-soon', lazy: pages('ComingSoonRoute') },
      { path: '/maintenance/error', lazy: pages('MaintenanceErrorRoute') },
      { path: '/maintenance/offline-ui', lazy: pages('OfflineRoute') },
      { path: '/:param/api/*', lazy: pages('ApiRedirectRoute') },
      ...LATER_PUBLIC_ROUTES.map((path) => ({ path, lazy: notFound })),
      {
        lazy: async () => {
          const { MainLayout } = await import('./layouts/main-layout');
          return {
            Component: () => (
              <RequireAuth>
                <MainLayout />
              </RequireAuth>
            ),
          };
        },
        children: [
          { path: '/', element: <Navigate to="/account/dashboard/" replace /> },
          { path: '/account/dashboard/', lazy: shell('DashboardRoute') },
          { path: '/account/settings', lazy: shell('SettingsRoute') },
          { path: '/inout/list/', lazy: attendance('ClockInsRoute') },
          { path: '/inout/working-hours/', lazy: attendance('WorkingHoursRoute') },
          // Also the Calendar under Requests when attendance is off: it needs no attendance app.
          { path: '/inout/time-off-calendar/', lazy: attendance('TimeOffCalendarRoute') },
          { path: '/company/manage-holidays', lazy: attendance('HolidaysRoute') },
          { path: '/account/pending-changes/', lazy: attendance('PendingChangesRoute') },
          ...LATER_ROUTES.map((path) => ({ path, lazy: notFound })),
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
