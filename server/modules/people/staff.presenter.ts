// Staff rows → the contract's staff shapes (spec people §3 "Staff").
import type { StaffDetail, StaffListItem } from '../../../contract/people';
import { ROLE_FLAGS } from '../../../contract/apps';
import type { StaffRowOut, findStaffExtras } from './staff.repository';

type Extras = NonNullable<Awaited<ReturnType<typeof findStaffExtras>>>;

export function presentStaff(row: StaffRowOut): StaffListItem {
  return { ...row, positions: row.positions.map(Number) };
}

export function presentStaffDetail(row: StaffRowOut, extras: Extras): StaffDetail {
  return {
    ...presentStaff(row),
    positions_info: extras.positions_info,
    juniors: extras.juniors,
    responsibilities: extras.responsibilities,
    staff_info: { language_code: extras.language_code, is_dark_mode: extras.is_dark_mode },
    language_code: extras.language_code,
    timezone: extras.timezone,
    birth_date: extras.birth_date,
    hired_on: extras.hired_on,
    company: extras.company_id,
    user_roles: Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, extras[flag]])),
  };
}
