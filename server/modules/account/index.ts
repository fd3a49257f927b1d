// The account module's routes: session (and cross-host sign-in), sign-up, password flows, company switching (and
// restoring a deleted company), personal settings, menu links, to-dos, the client error logger, the Slack connection, the support panel and the first-run checklist.
import type { RouteDef } from '../../lib/route';
import { companiesRoutes } from './companies.routes';
import { companyRestoreRoutes } from './company-restore.routes';
import { crossHostRoutes } from './cross-host.routes';
import { emailChangeRoutes } from './email-change.routes';
import { firstRunRoutes } from './first-run.routes';
import { frontendErrorsRoutes } from './frontend-errors.routes';
import { menuLinksRoutes } from './menu-links.routes';
import { onboardingRoutes } from './onboarding.routes';
import { passwordRoutes } from './password.routes';
import { preferencesRoutes } from './preferences.routes';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';
import { slackRoutes } from './slack.routes';
import { supportRoutes } from './support.routes';
import { todosRoutes } from './todos.routes';

export const accountRoutes: RouteDef[] = [
  ...sessionRoutes,
  ...crossHostRoutes,
  ...signupRoutes,
  ...passwordRoutes,
  ...emailChangeRoutes,
  ...companiesRoutes,
  ...companyRestoreRoutes,
  ...preferencesRoutes,
  ...menuLinksRoutes,
  ...todosRoutes,
  ...frontendErrorsRoutes,
  ...onboardingRoutes,
  ...supportRoutes,
  ...firstRunRoutes,
  ...slackRoutes,
];
