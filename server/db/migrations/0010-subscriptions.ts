// Subscriptions (spec shell §2.5, §7 "Subscription"): a company's plan, seats and trial; the
// built-in billing provider's checkout sessions; invoices for the billing page.
//
// companies.subscription_plan stays the plan's name ('Free' or 'Premium'): the session's
// has_subscription_plan, the header's label and the free-plan stat limit already read it. The
// subscriptions row holds what a provider knows besides: seats, trial end, next billing date, the
// provider's ids, and when it was last fetched from the provider (the 5 s debounce).
//
// Card details never reach this database: the built-in checkout page checks them in the browser
// and sends none of them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE subscriptions (
      company_id bigint PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      plan text NOT NULL CHECK (plan IN ('Free', 'Premium')),
      status text NOT NULL CHECK (status IN ('in_trial', 'active', 'cancelled')),
      seats integer NOT NULL CHECK (seats >= 1),
      provider text NOT NULL,
      customer_id text,
      subscription_id text,
      trial_ends_at timestamptz,
      next_billing_at timestamptz,
      synced_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE checkout_sessions (
      id uuid PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      plan text NOT NULL CHECK (plan IN ('Premium')),
      seats integer NOT NULL CHECK (seats >= 1),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
      customer_id text,
      subscription_id text UNIQUE,
      next_billing_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX checkout_sessions_company ON checkout_sessions (company_id);

    CREATE TABLE invoices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      number text NOT NULL,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('paid', 'due')),
      issued_at timestamptz NOT NULL DEFAULT now(),
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL
    );
    CREATE INDEX invoices_company ON invoices (company_id, issued_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE invoices; DROP TABLE checkout_sessions; DROP TABLE subscriptions;`.execute(db);
}
