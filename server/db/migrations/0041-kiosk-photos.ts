// The kiosk's optional photo at each punch (issue 24): a kiosk setting, off by default, and the
// punch's photo, a stored name in the `kiosk-photos` file store (<storageDir>/kiosk-photos/<company>/),
// removed with the company like every stored file (company-purge.ts). A punch a kiosk could not
// photograph carries the `no_photo` flag instead (flags needs no change).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE kiosks ADD COLUMN take_photos boolean NOT NULL DEFAULT false;
    ALTER TABLE clock_punches ADD COLUMN photo text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clock_punches DROP COLUMN photo;
    ALTER TABLE kiosks DROP COLUMN take_photos;
  `.execute(db);
}
