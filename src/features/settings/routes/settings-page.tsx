// /account/settings: the sections of spec shell §2.3 Settings on one page, each with the anchor the
// menu links to. Arriving with a #hash scrolls to that section once it has rendered.
import { Heading, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { ChangePasswordSection } from '../components/change-password-section';
import { CompanyMottoSection } from '../components/company-motto-section';
import { CompanyProfileSection } from '../components/company-profile-section';
import { MenuLinksSection } from '../components/menu-links-section';
import { SystemPreferencesSection } from '../components/system-preferences-section';
import { canEditCompany, settingsSections } from '../lib/settings-sections';

function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}

export function SettingsPage({
  layoutControl,
  themeControl,
  timeClockSettings,
  requestSettings,
  employeesAdmin,
  divisions,
  knowledgeBaseSettings,
}: {
  layoutControl: ReactNode;
  themeControl: ReactNode;
  /** The attendance feature's section (it hides itself unless the user may edit it), composed in src/app. */
  timeClockSettings?: ReactNode;
  /** The requests feature's Request Settings (it hides itself unless the user is a request admin). */
  requestSettings?: ReactNode;
  /** The people feature's Employees Admin and Company Divisions/Depts (profile admins; they hide themselves). */
  employeesAdmin?: ReactNode;
  divisions?: ReactNode;
  /** The knowledge base's Knowledgebase Settings (KB admins with the app; it hides itself). */
  knowledgeBaseSettings?: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  useScrollToHash();
  if (!me) return null;
  const sections = settingsSections(me);
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        {t('settings.title')}
      </Heading>
      {sections.includes('company-profile') && <CompanyProfileSection editable={canEditCompany(me)} />}
      {sections.includes('change-password') && <ChangePasswordSection />}
      {sections.includes('company-motto') && <CompanyMottoSection />}
      {timeClockSettings}
      {employeesAdmin}
      {divisions}
      {sections.includes('menu-links') && <MenuLinksSection />}
      {requestSettings}
      {knowledgeBaseSettings}
      {sections.includes('system-preferences') && (
        <SystemPreferencesSection layoutControl={layoutControl} themeControl={themeControl} />
      )}
    </Stack>
  );
}
