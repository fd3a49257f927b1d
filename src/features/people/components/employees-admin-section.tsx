// Employees Admin (settings anchor #employees-admin; profile admins, spec shell §2.3): the way to
// the screens that manage people, with how many employees the company has, and the company's
// custom fields, files and file types.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { useStaffSimple } from '../api/get-staff-simple';
import { isProfileAdmin } from '../lib/permissions';
import { CompanyFiles } from './company-files';
import { CustomFieldDefinitions } from './custom-field-definitions';
import { SectionBox } from './section-box';

const LINKS = [
  ['/account/employees', 'nav.employees.list'],
  ['/account/create', 'nav.employees.create'],
  ['/account/positions', 'nav.employees.positions'],
  ['/account/responsibilities', 'nav.employees.responsibilities'],
  ['/account/outbound-emails/', 'nav.employees.systemEmails'],
  ['/account/actions/', 'nav.employees.actionHistory'],
] as const;

export function EmployeesAdminSection() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const staff = useStaffSimple();
  if (!isProfileAdmin(me)) return null;
  return (
    <SectionBox id="employees-admin" title={t('nav.settings.employeesAdmin')}>
      {staff.data && <Text mb="3">{t('people.list.count', { count: staff.data.length })}</Text>}
      <HStack gap="2" flexWrap="wrap" mb="5">
        {LINKS.map(([to, label]) => (
          <Button key={to} asChild size="sm" variant="outline">
            <RouterLink to={to}>{t(label)}</RouterLink>
          </Button>
        ))}
      </HStack>
      <Stack gap="6">
        <CustomFieldDefinitions />
        <CompanyFiles />
      </Stack>
    </SectionBox>
  );
}
