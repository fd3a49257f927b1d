// Employee Profile (/account/employee/:id) and My Profile (/account/profile/) (spec people §2):
// personal info (the person and profile admins edit it), private info with the language, photo,
// employment (admins), responsibilities and files. Another company's id answers 404: "not found".
// Personal info sends only what changed, so a refusal (the account fields of someone who manages
// their own) lands under the field that was changed. On My Profile the person changes their e-mail
// through a link sent to the new address (EmailChangeForm), never by editing it in place.
// The phone is shown as people read it; one stored before numbers were kept in E.164 (the old mask's
// "(555) 123-4567") counts as changed when it parses, so the next save of this section stores it in
// E.164; one that does not parse is shown as it is and left alone.
import { Alert, Button, Card, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { StaffDetail } from '../../../../contract/people';
import { STAFF_DELETE_FAILED, STAFF_UPDATE_FAILED } from '../../../../contract/people-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages, NotFoundApiError, ValidationApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageSpinner } from '../../../ui/page-spinner';
import { StaleDataNote } from '../../../ui/stale-data-note';
import { notify } from '../../../ui/toaster';
import { formatPhone } from '../../../lib/phone-field';
import { useStaff } from '../api/get-staff';
import { useDeleteStaff, useUpdateStaff } from '../api/staff-actions';
import { staffName } from '../components/employee-row';
import { CustomFieldsSection } from '../components/custom-fields-section';
import { EmploymentFields, employmentBody, type Employment } from '../components/employment-fields';
import { EmailChangeForm } from '../components/email-change-form';
import {
  PERSONAL_INFO_FIELDS,
  PersonalInfoForm,
  personalInfoBody,
  type PersonalInfo,
  type PersonalInfoErrors,
} from '../components/personal-info-form';
import { PrivateInfoSection } from '../components/private-info-section';
import { ProfileHeader } from '../components/profile-header';
import { ResponsibilitiesSection } from '../components/responsibilities-section';
import { SectionBox } from '../components/section-box';
import { StaffFilesSection } from '../components/staff-files-section';
import { isProfileAdmin } from '../lib/permissions';
import { translatePeopleMessage } from '../lib/server-messages';

/** The fields of `next` that differ from `before`. */
function changedFields<T extends Record<string, unknown>>(before: T, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => before[key] !== value)) as Partial<T>;
}

function EmploymentSection({ staff }: { staff: StaffDetail }) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const [value, setValue] = useState<Employment>({
    user_type: staff.user_type_slug,
    staff_division: staff.staff_division ? String(staff.staff_division) : '',
    manager: staff.manager ? String(staff.manager) : '',
    positions: staff.positions,
  });
  async function save() {
    try {
      await update.mutateAsync({ id: staff.id, ...employmentBody(value) });
      notify('success', t('people.profile.saved'));
    } catch (error) {
      notify('error', `${STAFF_UPDATE_FAILED} ${errorMessages(error).join(' ')}`);
    }
  }
  return (
    <SectionBox id="employment" title={t('people.profile.employment')}>
      <Stack gap="4">
        <EmploymentFields value={value} onChange={setValue} self={staff.id} />
        <Button colorPalette="blue" alignSelf="start" loading={update.isPending} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </Stack>
    </SectionBox>
  );
}

/** A section another area adds to a profile (composed in src/app: the kiosk PIN of attendance). */
export type ExtraProfileSection = (staffId: number, own: boolean) => ReactNode;

function Profile({
  staff,
  own,
  admin,
  extra,
}: {
  staff: StaffDetail;
  own: boolean;
  admin: boolean;
  extra?: ExtraProfileSection;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateStaff();
  const remove = useDeleteStaff();
  const [confirm, setConfirm] = useState(false);
  const [personalErrors, setPersonalErrors] = useState<PersonalInfoErrors>({});
  const canEdit = own || admin;
  const personal: PersonalInfo = {
    email: staff.email,
    first_name: staff.first_name,
    last_name: staff.last_name,
    personal_phone: formatPhone(staff.personal_phone),
    gender: staff.gender ?? '',
    birth_date: staff.birth_date ?? '',
  };

  async function savePersonal(values: PersonalInfo) {
    setPersonalErrors({});
    const stored = { ...personalInfoBody(personal), personal_phone: staff.personal_phone };
    const changes = changedFields(stored, personalInfoBody(values));
    try {
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: staff.id, ...changes });
      notify('success', t('people.profile.saved'));
    } catch (error) {
      const fields = error instanceof ValidationApiError ? error.fields : {};
      const mine = Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => (PERSONAL_INFO_FIELDS as string[]).includes(field))
          .map(([field, messages]) => [field, messages.map((m) => translatePeopleMessage(t, m)).join(' ')]),
      );
      setPersonalErrors(mine);
      // Messages the form shows under a field are not repeated in a toast.
      const allUnderFields = Object.keys(mine).length > 0 && Object.keys(mine).length === Object.keys(fields).length;
      if (!allUnderFields) notify('error', `${STAFF_UPDATE_FAILED} ${errorMessages(error).join(' ')}`);
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(staff.id);
      navigate('/account/employees');
    } catch (error) {
      notify('error', `${STAFF_DELETE_FAILED} ${errorMessages(error).join(' ')}`);
      setConfirm(false);
    }
  }

  return (
    <Stack gap="5" maxW="5xl">
      <ProfileHeader staff={staff} canEdit={canEdit} admin={admin} />
      <SectionBox id="personal-info" title={t('people.profile.personalInfo')}>
        <PersonalInfoForm
          key={staff.id}
          initial={personal}
          withEmail={false}
          disabled={!canEdit}
          saving={update.isPending}
          submitLabel={t('common.save')}
          serverErrors={personalErrors}
          onSubmit={(v) => void savePersonal(v)}
        />
        {own && <EmailChangeForm email={staff.email} />}
      </SectionBox>
      <PrivateInfoSection staffId={staff.id} language={staff.language_code} own={own} canEdit={canEdit} />
      {admin && <EmploymentSection key={staff.id} staff={staff} />}
      {canEdit && <CustomFieldsSection staffId={staff.id} canEdit={canEdit} />}
      <ResponsibilitiesSection staffId={staff.id} admin={admin} />
      {canEdit && <StaffFilesSection staffId={staff.id} />}
      {extra?.(staff.id, own)}
      {admin && !own && (
        <Card.Root borderColor="border.error">
          <Card.Body>
            <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setConfirm(true)}>
              {t('people.profile.delete')}
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('people.list.deleteConfirm', { name: staffName(staff) })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={setConfirm}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

export function EmployeeProfilePage({ mine = false, extra }: { mine?: boolean; extra?: ExtraProfileSection }) {
  const { t } = useTranslation();
  const params = useParams();
  const me = useCurrentUser().data;
  const id = mine ? me?.staff_id : Number(params.id);
  const staff = useStaff(id);
  if (!me || staff.isPending) return <PageSpinner />;
  // A failed refresh keeps the profile the device has (offline, the server unreachable), with when
  // it was fetched; only a profile never fetched shows the error.
  if (!staff.data) {
    return (
      <Alert.Root status={staff.error instanceof NotFoundApiError ? 'info' : 'error'} maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>
          {t(staff.error instanceof NotFoundApiError ? 'people.profile.notFound' : 'people.profile.loadError')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2">
      <StaleDataNote query={staff} />
      <Profile staff={staff.data} own={staff.data.id === me.staff_id} admin={isProfileAdmin(me)} extra={extra} />
    </Stack>
  );
}
