// The shared time-clock kiosk (issue 24): a tablet at a site that staff clock in on with a personal
// PIN. A kiosk is a device credential of a company (only its SHA-256 is kept, like the statistics
// API token), revocable at once; a staff PIN is kept as an scrypt hash (the server's own check)
// and as a PBKDF2 key from which each kiosk's offline verifier is derived (kiosk.verifier.ts says
// why both). A punch made on a kiosk names the kiosk and says that its PIN was checked on the device.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kiosks (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      created_by_staff_id bigint REFERENCES staff(id) ON DELETE SET NULL,
      credential_hash text NOT NULL UNIQUE,
      -- Shown to admins to tell kiosks apart; never enough to use the credential.
      credential_prefix text NOT NULL,
      -- Salts this kiosk's PIN verifiers, so two kiosks never hold the same verifier of a PIN.
      verifier_salt text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      last_seen_at timestamptz
    );
    CREATE INDEX kiosks_company_idx ON kiosks (company_id, created_at);

    CREATE TABLE staff_pins (
      staff_id bigint PRIMARY KEY REFERENCES staff(id) ON DELETE CASCADE,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      -- scrypt$N$r$p$salt$hash
      pin_hash text NOT NULL,
      -- PBKDF2-SHA256 of the PIN with device_salt: what kiosk verifiers are derived from.
      device_salt text NOT NULL,
      device_key text NOT NULL,
      set_by_staff_id bigint,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX staff_pins_company_idx ON staff_pins (company_id);

    ALTER TABLE clock_punches
      ADD COLUMN kiosk_id bigint REFERENCES kiosks(id) ON DELETE SET NULL,
      ADD COLUMN pin_checked_on_device boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clock_punches DROP COLUMN kiosk_id, DROP COLUMN pin_checked_on_device;
    DROP TABLE staff_pins, kiosks;
  `.execute(db);
}
