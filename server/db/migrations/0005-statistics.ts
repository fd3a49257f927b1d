// Statistics: stats, one value per stat and period, and the per-company API token for pushing
// values from other systems. Companies get a week start (0 Sunday … 6 Saturday, default Monday):
// weekly periods begin on it.
//
// One value per stat and period is the database's rule, not the service's: UNIQUE (stat_id,
// period_start) is what lets bulk entry write with INSERT … ON CONFLICT DO UPDATE, so a value typed
// twice, replayed from an outbox or sent by two devices at once lands on the same row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE companies ADD COLUMN week_start smallint NOT NULL DEFAULT 1 CHECK (week_start BETWEEN 0 AND 6);

    CREATE TABLE stats (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      owner_staff_id bigint NOT NULL,
      division_id bigint,
      tags text[] NOT NULL DEFAULT '{}',
      "order" integer NOT NULL,
      archived boolean NOT NULL DEFAULT false,
      period_type text NOT NULL
        CHECK (period_type IN ('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY', 'DEFAULT')),
      is_inverted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, id),
      -- A stat keeps its owner: staff leave by deactivation, and deleting one must not drop stats.
      FOREIGN KEY (company_id, owner_staff_id) REFERENCES staff(company_id, id),
      FOREIGN KEY (company_id, division_id) REFERENCES divisions(company_id, id) ON DELETE SET NULL (division_id)
    );
    CREATE INDEX stats_company_order_idx ON stats (company_id, archived, "order", id);

    CREATE TABLE stat_values (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      stat_id bigint NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      value double precision NOT NULL,
      -- null when pushed with the company's API token.
      entered_by_staff_id bigint,
      source text NOT NULL DEFAULT 'app' CHECK (source IN ('app', 'api')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (period_end >= period_start),
      UNIQUE (stat_id, period_start),
      FOREIGN KEY (company_id, stat_id) REFERENCES stats(company_id, id) ON DELETE CASCADE
    );

    CREATE TABLE stat_api_tokens (
      company_id bigint PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      -- SHA-256 of the token: the token itself is shown once and never stored.
      token_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      created_by_staff_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE stat_api_tokens, stat_values, stats;
    ALTER TABLE companies DROP COLUMN week_start;
  `.execute(db);
}
