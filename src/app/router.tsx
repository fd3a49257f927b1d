// The route table of spec shell §2, lazy-loaded per area. Public routes sit outside the main layout;
// every logged-in route sits inside it behind the sign-in and plan gates. Knowledge-base paths no
// screen has are listed in LATER_ROUTES and show the in-layout not-found page.
// The table is data (RouteObject[]) rendered by useRoutes inside a <BrowserRouter>, with React.lazy
// per area, rather than a data router (createBrowserRouter): the app uses no loaders, actions or
// fetchers, and the data router's code costs ~16 KiB gzip more in the first load of every page
// (measured: 29.3 vs 13.5 KiB for the router alone). Route errors are caught by an error boundary
// around every route (RouteBoundary) instead of errorElement; navigation between lazy screens keeps
// the current one until the next is loaded, as before (BrowserRouter navigates in a transition).
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useMarkFirstScreen } from '../lib/first-screen';
import { PageSpinner } from '../ui/page-spinner';
import { ErrorBoundary } from './error-boundary';
import { RequireAuth, SignedOutOnly } from './guards/require-auth';
import type * as AttendanceRoutes from './routes/attendance';
import type * as AuthRoutes from './routes/auth';
import type * as BillingRoutes from './routes/billing';
import type * as IntegrationRoutes from './routes/integrations';
import type * as KioskRoutes from './routes/kiosk';
import type * as KnowledgeBaseRoutes from './routes/knowledge-base';
import type * as ChecklistRoutes from './routes/checklists';
import type * as CourseRoutes from './routes/courses';
import type * as LibraryCourseRoutes from './routes/library-courses';
import type * as ScormRoutes from './routes/scorm';
import type * as AcknowledgementRoutes from './routes/acknowledgements';
import type * as OrgChartRoutes from './routes/org-chart';
import type * as PageRoutes from './routes/pages';
import type * as PeopleRoutes from './routes/people';
import type * as PublicKnowledgeBaseRoutes from './routes/public-knowledge-base';
import type * as PurchaseRequestRoutes from './routes/purchase-requests';
import type * as RequestRoutes from './routes/requests';
import type * as SignInRoutes from './routes/sign-in';
import type * as StatisticsRoutes from './routes/statistics';
import type * as ShellRoutes from './routes/shell';
import { RouteError } from './routes/route-error';

/** A route's screen that says when it is first shown, so deferred work can start (lib/first-screen). */
function screen(Screen: ComponentType): ComponentType {
  return function RouteScreen() {
    useMarkFirstScreen();
    return <Screen />;
  };
}

/** How to start loading a route element's code: the layout's and the screen's chunks of a URL are
 * requested together (AppRoutes), not one after the other as each lazy component first renders. */
const preloads = new WeakMap<object, () => Promise<unknown>>();

/** One lazy element per screen; the screens of an area share its module, so each area is one chunk. */
function lazyArea<M extends Record<string, unknown>>(load: () => Promise<M>) {
  const elements = new Map<keyof M, ReactElement>();
  return (name: keyof M & string): ReactElement => {
    let element = elements.get(name);
    if (!element) {
      const Screen = lazy(async () => ({ default: screen((await load())[name] as ComponentType) }));
      element = <Screen />;
      preloads.set(element, load);
      elements.set(name, element);
    }
    return element;
  };
}

const auth = lazyArea<typeof AuthRoutes>(() => import('./routes/auth'));
const signIn = lazyArea<typeof SignInRoutes>(() => import('./routes/sign-in'));
const billing = lazyArea<typeof BillingRoutes>(() => import('./routes/billing'));
const integrations = lazyArea<typeof IntegrationRoutes>(() => import('./routes/integrations'));
const pages = lazyArea<typeof PageRoutes>(() => import('./routes/pages'));
const shell = lazyArea<typeof ShellRoutes>(() => import('./routes/shell'));
const attendance = lazyArea<typeof AttendanceRoutes>(() => import('./routes/attendance'));
const kiosk = lazyArea<typeof KioskRoutes>(() => import('./routes/kiosk'));
const statistics = lazyArea<typeof StatisticsRoutes>(() => import('./routes/statistics'));
const knowledgeBase = lazyArea<typeof KnowledgeBaseRoutes>(() => import('./routes/knowledge-base'));
const courses = lazyArea<typeof CourseRoutes>(() => import('./routes/courses'));
const scorm = lazyArea<typeof ScormRoutes>(() => import('./routes/scorm'));
const libraryCourses = lazyArea<typeof LibraryCourseRoutes>(() => import('./routes/library-courses'));
const acknowledgements = lazyArea<typeof AcknowledgementRoutes>(() => import('./routes/acknowledgements'));
const requests = lazyArea<typeof RequestRoutes>(() => import('./routes/requests'));
const purchaseRequests = lazyArea<typeof PurchaseRequestRoutes>(() => import('./routes/purchase-requests'));
const checklists = lazyArea<typeof ChecklistRoutes>(() => import('./routes/checklists'));
const people = lazyArea<typeof PeopleRoutes>(() => import('./routes/people'));
const orgChart = lazyArea<typeof OrgChartRoutes>(() => import('./routes/org-chart'));
const publicKnowledgeBase = lazyArea<typeof PublicKnowledgeBaseRoutes>(() => import('./routes/public-knowledge-base'));
const loadMainLayout = () => import('./layouts/main-layout');
const MainLayout = lazy(async () => ({ default: (await loadMainLayout()).MainLayout }));
const mainLayout = (
  <RequireAuth>
    <MainLayout />
  </RequireAuth>
);
preloads.set(mainLayout, loadMainLayout);

const notFound = pages('NotFoundRoute');

/** Every route renders inside this: a crash or a failed chunk shows the route error screen (reset
 * when the path changes), and the first lazy screen shows a spinner while it loads. */
function RouteBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Logged-in paths that show the in-layout not-found page: knowledge-base paths no screen has. */
export const LATER_ROUTES = ['/knowledgebase/*'];

/**
 * The auth area's settings pages of spec shell §2.1: profile settings are My Profile (behind the
 * sign-in gate, which comes back here), the auth tabs are the sign-in screen.
 */
const AUTH_AREA_ROUTES: RouteObject[] = [
  { path: '/auth/profile-settings', element: <Navigate to="/account/profile/" replace /> },
  { path: '/auth/tabs-auth', element: <Navigate to="/auth/signin" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RouteBoundary />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          ...['/auth/signin', '/account/login', '/signin'].map((path) => ({ path, element: signIn('SignInRoute') })),
          ...['/auth/signup', '/signup', '/account/register'].map((path) => ({ path, element: auth('SignUpRoute') })),
          { path: '/auth/app-sumo-register', element: auth('AppSumoRegisterRoute') },
        ],
      },
      ...['/auth/signout', '/signout', '/logout'].map((path) => ({ path, element: auth('SignOutRoute') })),
      { path: '/auth/reset-password', element: auth('ResetPasswordRoute') },
      { path: '/auth/reset-password-confirm/:uuid/:token', element: auth('ResetPasswordConfirmRoute') },
      { path: '/auth/set-password/:uuid', element: auth('SetPasswordRoute') },
      { path: '/auth/invitation/:id', element: auth('InvitationRoute') },
      { path: '/auth/confirm-email/:id', element: auth('ConfirmEmailRoute') },
      { path: '/auth/change-password', element: auth('ChangePasswordRoute') },
      { path: '/auth/onboarding', element: auth('OnboardingRoute') },
      {
        path: '/checkout_redirect/:customerId/:subscriptionId/:nextBillingAt/',
        element: billing('CheckoutRedirectRoute'),
      },
      // The built-in billing provider's local checkout page (a hosted provider has its own).
      { path: '/billing/checkout/:id', element: billing('CheckoutRoute') },
      { path: '/auth/subscribe', element: billing('SubscribeRoute') },
      { path: '/connect/slack', element: integrations('ConnectSlackRoute') },
      // The time-clock kiosk: no person signed in, no layout (issue 24).
      { path: '/kiosk', element: kiosk('KioskRoute') },
      { path: '/404', element: notFound },
      { path: '/maintenance/coming-soon', element: pages('ComingSoonRoute') },
      { path: '/maintenance/error', element: pages('MaintenanceErrorRoute') },
      { path: '/maintenance/offline-ui', element: pages('OfflineRoute') },
      { path: '/:param/api/*', element: pages('ApiRedirectRoute') },
      // Public: a company that published its chart shows it to anyone with the link.
      { path: '/org-chart/', element: orgChart('PublicOrgChartRoute') },
      // Public knowledge base (spec knowledge-base §2, no login): outside the sign-in gate.
      { path: '/articles/public/:companySlug/', element: publicKnowledgeBase('PublicArticlesRoute') },
      { path: '/articles/public/:companySlug/:publicKBUrl/', element: publicKnowledgeBase('PublicArticlesRoute') },
      { path: '/articles/public/:companySlug/details/:id/', element: publicKnowledgeBase('PublicArticleRoute') },
      ...AUTH_AREA_ROUTES,
      {
        element: mainLayout,
        children: [
          { path: '/', element: <Navigate to="/account/dashboard/" replace /> },
          { path: '/account/dashboard/', element: shell('DashboardRoute') },
          { path: '/account/settings', element: shell('SettingsRoute') },
          // Spec shell §2.2: the company's profile, a section of Settings.
          {
            path: '/account/settings/edit-company/',
            element: <Navigate to="/account/settings#company-profile" replace />,
          },
          { path: '/test', element: shell('SystemCheckRoute') },
          { path: '/account/billing', element: billing('BillingRoute') },
          { path: '/switch-company', element: auth('SwitchCompanyRoute') },
          { path: '/humesign/', element: integrations('ESignRoute') },
          { path: '/inout/list/', element: attendance('ClockInsRoute') },
          { path: '/inout/working-hours/', element: attendance('WorkingHoursRoute') },
          { path: '/inout/timesheets/', element: attendance('TimesheetsRoute') },
          { path: '/inout/kiosks/', element: kiosk('KiosksRoute') },
          // The schedule (issue 24): an admin's week, and a staff member's own shifts.
          { path: '/inout/schedule/', element: attendance('ScheduleRoute') },
          { path: '/inout/my-shifts/', element: attendance('MyShiftsRoute') },
          // Also the Calendar under Requests when attendance is off: it needs no attendance app.
          { path: '/inout/time-off-calendar/', element: attendance('TimeOffCalendarRoute') },
          { path: '/company/manage-holidays', element: attendance('HolidaysRoute') },
          { path: '/account/pending-changes/', element: attendance('PendingChangesRoute') },
          { path: '/statistics/single/', element: statistics('StatListRoute') },
          { path: '/statistics/multi/', element: statistics('StatGridRoute') },
          { path: '/statistics/statsheet/', element: statistics('StatSheetRoute') },
          // Both in the route table (spec shell §2.2); the menu links the first.
          ...['/statistics/create-stat/', '/statistics/create'].map((path) => ({
            path,
            element: statistics('CreateStatRoute'),
          })),
          { path: '/statistics/archived/', element: statistics('ArchivedRoute') },
          { path: '/request', element: requests('RequestsRoute') },
          { path: '/request/create', element: requests('CreateRequestRoute') },
          { path: '/request/details/:id', element: requests('RequestDetailsRoute') },
          // Matches /request/tasks-kanban/ too (the menu's spelling): the router ignores a trailing slash.
          { path: '/request/tasks-kanban', element: requests('ProgressBoardRoute') },
          { path: '/tasks/', element: requests('TasksRoute') },
          { path: '/tasks/details/:id', element: requests('TaskDetailsRoute') },
          { path: '/tasks/create/', element: requests('CreateTaskRoute') },
          { path: '/purchase-requests', element: purchaseRequests('PurchaseRequestsRoute') },
          { path: '/purchase-requests/create', element: purchaseRequests('CreatePurchaseRequestRoute') },
          { path: '/purchase-requests/details/:id', element: purchaseRequests('PurchaseRequestDetailsRoute') },
          { path: '/checklist/template/create', element: checklists('CreateTemplateRoute') },
          { path: '/checklist/templates', element: checklists('TemplatesRoute') },
          { path: '/checklist/template/edit/:id', element: checklists('EditTemplateRoute') },
          { path: '/checklist/template/:id', element: checklists('TemplateRoute') },
          { path: '/checklist/checklists/', element: checklists('ChecklistsRoute') },
          // The view fills the checklist; /checklist/create/:id is the menu's "edit" of the same.
          ...['/checklist/checklists/:id', '/checklist/create/:id'].map((path) => ({
            path,
            element: checklists('FillChecklistRoute'),
          })),
          { path: '/checklist/edit/:id', element: checklists('EditChecklistRoute') },
          { path: '/checklist/display/:id', element: checklists('DisplayChecklistRoute') },
          { path: '/statistics/external/', element: statistics('IntegrationsRoute') },
          // Knowledge base articles: the spec's table has them with and without /knowledgebase.
          { path: '/knowledgebase/articles', element: knowledgeBase('ArticleListRoute') },
          { path: '/knowledgebase/categories/:id', element: knowledgeBase('CategoryRoute') },
          // Not in the spec's table (its definitions screen is "not shown"): issue 20 asks for one.
          { path: '/knowledgebase/definitions', element: knowledgeBase('DefinitionsRoute') },
          ...['/knowledgebase/articles', '/articles'].flatMap((base) => [
            { path: `${base}/create`, element: knowledgeBase('CreateArticleRoute') },
            { path: `${base}/version/:id`, element: knowledgeBase('VersionRoute') },
            { path: `${base}/:id`, element: knowledgeBase('ArticleRoute') },
            { path: `${base}/:id/edit`, element: knowledgeBase('EditArticleRoute') },
            { path: `${base}/:id/draft`, element: knowledgeBase('DraftRoute') },
          ]),
          // Courses: the spec's table has them with and without /knowledgebase (the menu links the first).
          ...['/knowledgebase', ''].flatMap((base) => [
            { path: `${base}/assigned-courses`, element: courses('AssignedCoursesRoute') },
            { path: `${base}/courses`, element: courses('CoursesAdminRoute') },
            { path: `${base}/courses/create`, element: courses('CreateCourseRoute') },
            { path: `${base}/courses/:id`, element: courses('CourseRoute') },
            { path: `${base}/courses/:id/edit`, element: courses('EditCourseRoute') },
            { path: `${base}/acknowledgement-timeline`, element: acknowledgements('CompletionsRoute') },
            { path: `${base}/quiz-acknowledgement-timeline`, element: acknowledgements('QuizTimelineRoute') },
            { path: `${base}/acknowledgement-leaderboard`, element: acknowledgements('LeaderboardRoute') },
            { path: `${base}/library-courses`, element: libraryCourses('LibraryCoursesRoute') },
          ]),
          { path: '/knowledge-base/scorm', element: scorm('ScormListRoute') },
          { path: '/knowledge-base/scorm/upload', element: scorm('ScormUploadRoute') },
          { path: '/knowledge-base/scorm/:packageId', element: scorm('ScormPlayerRoute') },
          { path: '/account/employees', element: people('EmployeesRoute') },
          { path: '/account/employee/:id', element: people('EmployeeProfileRoute') },
          { path: '/account/profile/', element: people('MyProfileRoute') },
          { path: '/account/create', element: people('CreateEmployeeRoute') },
          { path: '/account/positions', element: people('PositionsRoute') },
          ...['/account/responsibilities', '/account/responsibilities/list'].map((path) => ({
            path,
            element: people('ResponsibilitiesRoute'),
          })),
          { path: '/account/outbound-emails/', element: people('SystemEmailsRoute') },
          { path: '/account/actions/', element: people('ActionHistoryRoute') },
          { path: '/div/', element: orgChart('OrgFlowRoute') },
          { path: '/account/org-chart/', element: orgChart('AutoOrgChartRoute') },
          { path: '/account/positional-org-chart/', element: orgChart('PositionalOrgChartRoute') },
          ...LATER_ROUTES.map((path) => ({ path, element: notFound })),
          { path: '*', element: notFound },
        ],
      },
    ],
  },
];

/** The last path's matches: matchRoutes flattens and ranks the whole table on every call, and
 * preloadRoutes runs at start-up and on every render of the routes for the same path. */
let lastMatches: { pathname: string; matches: ReturnType<typeof matchRoutes> } | null = null;

function routeMatches(pathname: string) {
  if (lastMatches?.pathname !== pathname) lastMatches = { pathname, matches: matchRoutes(routes, { pathname }) };
  return lastMatches.matches ?? [];
}

/** Starts loading the code of every lazy element the location's routes render, and resolves when
 * it is all there. Called at start-up (src/main.tsx), so the screen's chunks travel while the
 * translations load, and on every render of the routes, so a layout and its page are fetched
 * together rather than one after the other. */
export function preloadRoutes(location: { pathname: string }): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const match of routeMatches(location.pathname)) {
    const element = match.route.element;
    const load = element && typeof element === 'object' ? preloads.get(element) : undefined;
    if (load) loads.push(load());
  }
  return Promise.all(loads);
}

/** The routes for the current location (rendered inside <BrowserRouter>, src/main.tsx). */
export function AppRoutes() {
  const location = useLocation();
  // A failed load is the lazy element's to report (the route error boundary), not this one's.
  preloadRoutes(location).catch(() => {});
  return useRoutes(routes, location);
}
