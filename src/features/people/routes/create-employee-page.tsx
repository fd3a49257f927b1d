// /account/create, Create New Employee (spec people §2; profile admins): the personal info with the
// e-mail, and the employment fields. The server e-mails the activation link (System Emails shows it).
// An e-mail whose account is its owner's own (they signed in, or belong to another company) is
// invited instead (202): nothing of the person is shown until they accept, so there is no profile
// to open and the admin goes back to the Employee List, where the invitation is listed.
import { Card, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { STAFF_ADDED } from '../../../../contract/people-constants';
import { notify } from '../../../ui/toaster';
import { isInvitation, useCreateStaff } from '../api/staff-actions';
import { EmploymentFields, employmentBody, type Employment } from '../components/employment-fields';
import {
  emptyPersonalInfo,
  PersonalInfoForm,
  personalInfoBody,
  type PersonalInfo,
} from '../components/personal-info-form';
import { ProfileAdminOnly } from '../components/profile-admin-only';
import { peopleErrorMessages, translatePeopleMessage } from '../lib/server-messages';

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
      const result = await create.mutateAsync({
        email: values.email.trim(),
        ...personalInfoBody(values),
        ...employmentBody(employment),
      });
      if (isInvitation(result)) {
        notify('success', translatePeopleMessage(t, result.detail), { duration: 5000 });
        navigate('/account/employees');
        return;
      }
      notify('success', STAFF_ADDED);
      navigate(`/account/employee/${result.id}`);
    } catch (error) {
      for (const message of peopleErrorMessages(t, error)) notify('error', message);
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
