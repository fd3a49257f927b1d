// Core tables: companies and their apps, people (users, staff memberships, divisions, positions),
// sessions (refresh tokens, reset tokens), idempotency records, rate limits, e-mails and shell data.
// Every company-owned row carries company_id; catalogue tables (apps, currencies) are global.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE apps (
      id integer PRIMARY KEY,
      app_name text NOT NULL UNIQUE
    );
    INSERT INTO apps (id, app_name) VALUES
      (1, 'knowledge_base'), (2, 'checklist'), (3, 'attendance'),
      (4, 'purchase_request'), (5, 'request'), (6, 'statistics');

    CREATE TABLE currencies (
      code text PRIMARY KEY,
      name text NOT NULL,
      symbol text NOT NULL
    );
    INSERT INTO currencies (code, name, symbol) VALUES
      ('USD', 'US Dollar', '$'), ('EUR', 'Euro', '€'), ('GBP', 'Pound Sterling', '£'),
      ('CAD', 'Canadian Dollar', 'CA$'), ('AUD', 'Australian Dollar', 'A$'),
      ('MXN', 'Mexican Peso', 'MX$'), ('INR', 'Indian Rupee', '₹'), ('JPY', 'Japanese Yen', '¥');

    CREATE TABLE companies (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_name text NOT NULL,
      company_slug text UNIQUE,
      company_logo text,
      company_information text,
      company_registered_on date NOT NULL DEFAULT CURRENT_DATE,
      company_weekend_info jsonb NOT NULL DEFAULT '[0,6]',
      language_code text NOT NULL DEFAULT 'en',
      timezone text NOT NULL DEFAULT 'UTC',
      app_sumo_license boolean NOT NULL DEFAULT false,
      subscribe_to_beta boolean NOT NULL DEFAULT false,
      referral_url text,
      subscription_plan text,
      coupon_data jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE company_apps (
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      app_id integer NOT NULL REFERENCES apps(id),
      PRIMARY KEY (company_id, app_id)
    );

    CREATE TABLE users (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL UNIQUE,
      password_hash text,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      photo text,
      gender text,
      personal_phone text,
      birth_date date,
      last_login timestamptz,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE divisions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      division_name text NOT NULL,
      division_color text NOT NULL DEFAULT '#0cb2fc',
      division_order integer NOT NULL DEFAULT 1,
      division_description text NOT NULL DEFAULT '',
      UNIQUE (company_id, id)
    );

    CREATE TABLE positions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      division_id bigint,
      manager_id bigint,
      "order" integer NOT NULL DEFAULT 1,
      description text NOT NULL DEFAULT '',
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, division_id) REFERENCES divisions(company_id, id) ON DELETE SET NULL (division_id),
      FOREIGN KEY (company_id, manager_id) REFERENCES positions(company_id, id) ON DELETE SET NULL (manager_id)
    );

    CREATE TABLE staff (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      user_type text NOT NULL DEFAULT 'Staff',
      user_type_slug text NOT NULL DEFAULT 'staff',
      user_is_admin boolean NOT NULL DEFAULT false,
      user_is_assignment_admin boolean NOT NULL DEFAULT false,
      user_is_attendance_admin boolean NOT NULL DEFAULT false,
      user_is_checklist_admin boolean NOT NULL DEFAULT false,
      user_is_kb_admin boolean NOT NULL DEFAULT false,
      user_is_pr_approver boolean NOT NULL DEFAULT false,
      user_is_pr_payer boolean NOT NULL DEFAULT false,
      user_is_profile_admin boolean NOT NULL DEFAULT false,
      user_is_request_admin boolean NOT NULL DEFAULT false,
      user_is_stat_admin boolean NOT NULL DEFAULT false,
      language_code text,
      is_dark_mode boolean,
      timezone text,
      division_id bigint,
      manager_id bigint,
      hired_on date,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, user_id),
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, division_id) REFERENCES divisions(company_id, id) ON DELETE SET NULL (division_id),
      FOREIGN KEY (company_id, manager_id) REFERENCES staff(company_id, id) ON DELETE SET NULL (manager_id)
    );
    CREATE INDEX staff_user_idx ON staff (user_id);

    CREATE TABLE staff_positions (
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      position_id bigint NOT NULL,
      is_primary boolean NOT NULL DEFAULT false,
      PRIMARY KEY (staff_id, position_id),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE,
      FOREIGN KEY (company_id, position_id) REFERENCES positions(company_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX staff_positions_one_primary ON staff_positions (staff_id) WHERE is_primary;

    CREATE TABLE refresh_tokens (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

    CREATE TABLE password_tokens (
      id uuid PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('reset', 'set')),
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE idempotency_keys (
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CHECK (state IN ('in_flight', 'done')),
      response_status integer,
      response_body jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, user_id, key)
    );

    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      count integer NOT NULL
    );

    CREATE TABLE outbound_emails (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      to_email text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      kind text NOT NULL,
      status text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'sent', 'failed')),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX outbound_emails_company_idx ON outbound_emails (company_id, created_at DESC);

    CREATE TABLE menu_links (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      url text NOT NULL,
      icon text NOT NULL DEFAULT 'feather icon-link',
      parent_id bigint,
      "order" integer NOT NULL DEFAULT 0,
      UNIQUE (company_id, id),
      FOREIGN KEY (company_id, parent_id) REFERENCES menu_links(company_id, id) ON DELETE SET NULL (parent_id)
    );

    CREATE TABLE todos (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL,
      staff_id bigint NOT NULL,
      title text NOT NULL,
      is_completed boolean NOT NULL DEFAULT false,
      due_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (company_id, staff_id) REFERENCES staff(company_id, id) ON DELETE CASCADE
    );
    CREATE INDEX todos_staff_idx ON todos (company_id, staff_id);

    CREATE TABLE holidays (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      date date NOT NULL,
      end_date date,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX holidays_company_date_idx ON holidays (company_id, date);

    CREATE TABLE frontend_errors (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint NOT NULL,
      message text NOT NULL,
      stack text,
      url text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE frontend_errors, holidays, todos, menu_links, outbound_emails, rate_limits,
      idempotency_keys, password_tokens, refresh_tokens, staff_positions, staff, positions,
      divisions, users, company_apps, companies, currencies, apps;
  `.execute(db);
}
