// Staff rows → the contract's staff shapes (spec people §3 "Staff"). The private account fields
// (birth date, phone) reach only those identity.ts lets read them; everyone else gets null.
import type { StaffDetail, StaffListItem } from '../../../contract/people';
import { ROLE_FLAGS } from '../../../contract/apps';
import { seesPrivateFields, type Viewer } from './identity';
import type { StaffRowOut, findStaffExtras } from './staff.repository';

type Extras = NonNullable<Awaited<ReturnType<typeof findStaffExtras>>>;

export function presentStaff(row: StaffRowOut, viewer: Viewer): StaffListItem {
  const { shared_identity, ...fields } = row;
  const visible = seesPrivateFields(viewer, row.id, shared_identity);
  return { ...fields, personal_phone: visible ? row.personal_phone : null, positions: row.positions.map(Number) };
}

export function presentStaffDetail(row: StaffRowOut, extras: Extras, viewer: Viewer): StaffDetail {
  const visible = seesPrivateFields(viewer, row.id, row.shared_identity);
  return {
    ...presentStaff(row, viewer),
    positions_info: extras.positions_info,
    juniors: extras.juniors,
    responsibilities: extras.responsibilities,
    staff_info: { language_code: extras.language_code, is_dark_mode: extras.is_dark_mode },
    language_code: extras.language_code,
    timezone: extras.timezone,
    birth_date: visible ? extras.birth_date : null,
    hired_on: extras.hired_on,
    company: extras.company_id,
    user_roles: Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, extras[flag]])),
  };
}
