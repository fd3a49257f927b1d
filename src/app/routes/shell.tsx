// Route components of the shell's own pages: the dashboard and the settings page. The settings page
// spans features, so it is composed here: the settings feature's sections with the shell's layout
// and theme controls.
import { ClockCard } from '../../features/attendance/components/clock-card';
import { TimeClockSettingsSection } from '../../features/attendance/components/time-clock-settings';
import { DashboardPage } from '../../features/dashboard/routes/dashboard-page';
import { ThemeSwitch } from '../../features/shell/header/theme-toggle';
import { LayoutSwitch } from '../../features/shell/layout/layout-switch';
import { SettingsPage } from '../../features/settings/routes/settings-page';

export function DashboardRoute() {
  return <DashboardPage lead={<ClockCard />} />;
}

export function SettingsRoute() {
  return (
    <SettingsPage
      layoutControl={<LayoutSwitch />}
      themeControl={<ThemeSwitch />}
      timeClockSettings={<TimeClockSettingsSection />}
    />
  );
}
