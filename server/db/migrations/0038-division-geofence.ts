// Geofence per division (issue 24): a division may have a circle (centre and radius in metres),
// all three or none; a punch with a location by someone of that division carries its distance from
// the centre, and is flagged outside_geofence when beyond it (contract/geofence.ts; never refused).
// Also the manager's added punch: a missing punch a manager adds on a timesheet is kept with the
// punch edits, as an edit without a previous time.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE divisions
      ADD COLUMN geofence_latitude double precision CHECK (geofence_latitude BETWEEN -90 AND 90),
      ADD COLUMN geofence_longitude double precision CHECK (geofence_longitude BETWEEN -180 AND 180),
      ADD COLUMN geofence_radius_m integer CHECK (geofence_radius_m BETWEEN 1 AND 100000),
      ADD CONSTRAINT divisions_geofence_whole CHECK (
        (geofence_latitude IS NULL) = (geofence_longitude IS NULL)
        AND (geofence_latitude IS NULL) = (geofence_radius_m IS NULL));

    -- Metres from the centre of the puncher's division geofence when the punch was made, if both existed.
    ALTER TABLE clock_punches ADD COLUMN geofence_distance_m integer;

    -- An added punch has no previous time.
    ALTER TABLE timesheet_punch_edits ALTER COLUMN previous_time DROP NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM timesheet_punch_edits WHERE previous_time IS NULL;
    ALTER TABLE timesheet_punch_edits ALTER COLUMN previous_time SET NOT NULL;
    ALTER TABLE clock_punches DROP COLUMN geofence_distance_m;
    ALTER TABLE divisions DROP CONSTRAINT divisions_geofence_whole,
      DROP COLUMN geofence_latitude, DROP COLUMN geofence_longitude, DROP COLUMN geofence_radius_m;
  `.execute(db);
}
