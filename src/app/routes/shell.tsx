// Route components of the shell's own pages: the dashboard, the settings page and the system check. Both span
// features, so they are composed here: the dashboard with the attendance clock card first and the
// Company Motto (settings) under its greeting, the settings page with the shell's layout and theme
// controls and the sections of attendance, people, requests and the knowledge base.
// The clock card comes after the first screen, with the offline core it needs (clock-card-slot).
// Invitations to other companies (auth) load on their own: most people have none, so the
// dashboard's first chunk does not carry them.
// The router loads this module for the dashboard, the first screen after sign-in; the settings page
// and what it brings (forms, dialogs, switches) load separately, only when it is opened.
import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/dashboard/routes/dashboard-page';
import { CompanyMottoLine } from '../../features/settings/components/company-motto-line';
import { PageSpinner } from '../../ui/page-spinner';
import { ClockCardSlot } from './clock-card-slot';

const MyInvitationsCard = lazy(async () => ({
  default: (await import('../../features/auth/components/my-invitations-card')).MyInvitationsCard,
}));

export function DashboardRoute() {
  return (
    <DashboardPage
      notices={
        <Suspense fallback={null}>
          <MyInvitationsCard />
        </Suspense>
      }
      lead={<ClockCardSlot />}
      motto={<CompanyMottoLine />}
    />
  );
}

const SettingsScreen = lazy(async () => {
  const [
    { SettingsPage },
    { TimeClockSettingsSection },
    { RequestSettingsSection },
    { ThemeSwitch },
    { LayoutSwitch },
    { EmployeesAdminSection },
    { DivisionsSection },
    { KnowledgeBaseSettingsSection },
  ] = await Promise.all([
    import('../../features/settings/routes/settings-page'),
    import('../../features/attendance/components/time-clock-settings'),
    import('../../features/requests/components/request-settings-section'),
    import('../../features/shell/header/theme-switch'),
    import('../../features/shell/layout/layout-switch'),
    import('../../features/people/components/employees-admin-section'),
    import('../../features/people/components/divisions-section'),
    import('../../features/knowledge-base/components/knowledge-base-settings-section'),
  ]);
  return {
    default: function SettingsScreen() {
      return (
        <SettingsPage
          layoutControl={<LayoutSwitch />}
          themeControl={<ThemeSwitch />}
          timeClockSettings={<TimeClockSettingsSection />}
          requestSettings={<RequestSettingsSection />}
          employeesAdmin={<EmployeesAdminSection />}
          divisions={<DivisionsSection />}
          knowledgeBaseSettings={<KnowledgeBaseSettingsSection />}
        />
      );
    },
  };
});

const SystemCheckScreen = lazy(async () => ({
  default: (await import('../system-check/system-check-page')).SystemCheckPage,
}));

/** /test: the system check of this device (src/app/system-check). */
export function SystemCheckRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SystemCheckScreen />
    </Suspense>
  );
}

export function SettingsRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SettingsScreen />
    </Suspense>
  );
}
