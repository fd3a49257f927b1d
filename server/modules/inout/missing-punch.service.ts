// A missing punch added by a manager (issue 24): someone forgot to clock out, and an attendance admin
// adds the punch on their timesheet at the wall time they say, in the company's time zone, with a
// reason. It is stored as a manager's punch (source admin, never a device's), kept with the punch
// edits (no previous time) and in the action history, and the timesheets it falls in open again.
import { instantOfWallTime } from '../../../contract/local-time';
import type { MissingPunchInput, TimesheetPunchView } from '../../../contract/timesheets';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { zoneOffsetMinutes } from '../../lib/timezone';
import { recordAction } from '../people/action-history';
import { staffExistsInCompany } from './punches.repository';
import { companyTimeZone } from './timesheets.repository';
import { reopenTimesheets } from './timesheets.service';

export async function addMissingPunch(
  db: Database,
  auth: AuthContext,
  staffId: number,
  input: MissingPunchInput,
  now = new Date(),
): Promise<TimesheetPunchView> {
  if (!(await staffExistsInCompany(db, auth.companyId, staffId))) throw new NotFoundError();
  const zone = await companyTimeZone(db, auth.companyId);
  const at = new Date(instantOfWallTime(input.local_time, zone));
  const punch = await db
    .insertInto('clock_punches')
    .values({
      company_id: auth.companyId,
      staff_id: staffId,
      action: input.action,
      client_time: at,
      client_utc_offset_minutes: zoneOffsetMinutes(zone, at),
      timezone: zone,
      server_received_at: now,
      flags: [],
      latitude: null,
      longitude: null,
      accuracy_m: null,
      source: 'admin',
      created_by_staff_id: auth.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('timesheet_punch_edits')
    .values({
      company_id: auth.companyId,
      punch_id: punch.id,
      staff_id: staffId,
      edited_by_staff_id: auth.staffId,
      previous_time: null,
      new_time: at,
      reason: input.reason,
    })
    .execute();
  await reopenTimesheets(db, auth.companyId, staffId, [at]);
  await recordAction(db, auth, {
    action: 'create',
    entity: 'clock_punch',
    entity_id: punch.id,
    staff: staffId,
    summary: `Added {staff}'s missing ${input.action} punch at ${input.local_time} (${zone}): ${input.reason}`,
    changes: { client_time: [null, at.toISOString()], reason: input.reason, source: 'admin' },
  });
  return {
    id: punch.id,
    action: input.action,
    client_time: at.toISOString(),
    flags: [],
    edited: false,
    source: 'admin',
    geofence_distance_m: null,
  };
}
