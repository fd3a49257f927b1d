// /account/create, Create New Employee (spec people §2; profile admins): the personal info with the
// e-mail, and the employment fields. The server e-mails the activation link (System Emails shows it).
import { Card, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { STAFF_ADDED } from '../../../../contract/people-constants';
import { errorMessages } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useCreateStaff } from '../api/staff-actions';
import { EmploymentFields, employmentBody, type Employment } from '../components/employment-fields';
import {
  emptyPersonalInfo,
  PersonalInfoForm,
  personalInfoBody,
  type PersonalInfo,
} from '../components/personal-info-form';
import { ProfileAdminOnly } from '../components/profile-admin-only';

export function CreateEmployeePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStaff();
  const [employment, setEmployment] = useState<Employment>({
    user_type: 'staff',
    staff_division: '',
    manager: '',
    positions: [],
  });

  async function submit(values: PersonalInfo) {
    try {
      const staff = await create.mutateAsync({
        email: values.email.trim(),
        ...personalInfoBody(values),
        ...employmentBody(employment),
      });
      notify('success', STAFF_ADDED);
      navigate(`/account/employee/${staff.id}`);
    } catch (error) {
      for (const message of errorMessages(error)) notify('error', message);
    }
  }

  return (
    <ProfileAdminOnly>
      <Stack gap="5" maxW="4xl">
        <Heading as="h1" size="2xl">
          {t('nav.employees.create')}
        </Heading>
        <Card.Root>
          <Card.Body>
            <PersonalInfoForm
              initial={emptyPersonalInfo}
              withEmail
              saving={create.isPending}
              submitLabel={t('people.create.submit')}
              onSubmit={(v) => void submit(v)}
            >
              <EmploymentFields value={employment} onChange={setEmployment} />
            </PersonalInfoForm>
          </Card.Body>
        </Card.Root>
      </Stack>
    </ProfileAdminOnly>
  );
}
