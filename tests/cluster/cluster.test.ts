// Several instances on one PostgreSQL behind a real load balancer (issue 23), run by
// `npm run test:cluster`: a throwaway PostgreSQL cluster, a real SMTP server (smtp-server, the
// server half of nodemailer's project) that counts what it receives, three instances of the real
// server (server/main.ts under tsx's loader, one JWT_SECRET, the same SMTP_URL) and nginx from Debian in front of
// them, round robin with no stickiness. What one instance does, the others must honour:
// - requests go to every instance, and a session made on one is good on the others; a refresh
//   rotated on one is answered the same on another when its answer was lost, and refused once the
//   new token was used;
// - a rate limit counts the attempts made on every instance;
// - one Idempotency-Key sent to two instances at the same moment makes one punch, and one stat
//   batch is written once and answered the same to both;
// - punches keep coming while an instance is killed: the client retries through the others, and
//   none is lost or doubled;
// - a checklist saved on one instance is a conflict for a stale copy saved on another;
// - every e-mail is sent once although three delivery jobs look for it, and one written while SMTP
//   is down arrives, once, after it is back;
// - companies past their restore window are purged once each, with their people, by two instances
//   whose purge rounds run at the same time; a trial that ended is billed once when the instances
//   read the subscription at the same moment;
// - the app itself, in Chromium through the balancer: a phone's punches and to-dos made offline are
//   replayed through whichever instances nginx picks, each once, with the times tapped.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { startInstance, startNginx, type Instance } from '../../scripts/lib/cluster.mjs';
import { freePort } from '../../scripts/lib/server.mjs';
import {
  fakeLocationSensor,
  launchBrowser,
  readOutbox,
  readyClock,
  readyForOfflineReload,
  spacedClockTap,
  storedSession,
  waitForOutbox,
} from '../e2e/harness';

const INSTANCES = 3;
const PASSWORD = 'groundwork';
const STAFF = 'staff@acme.test';
const ADMIN = 'admin@acme.test';

interface Received {
  to: string[];
  subject: string;
}

/** The SMTP server e-mail goes to; stop() and start() it again on the same port (an outage). */
class Mailbox {
  received: Received[] = [];
  private server: SMTPServer | null = null;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const subject = /^Subject: (.*)$/im.exec(text)?.[1]?.trim() ?? '';
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
          done();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): Received[] {
    return this.received.filter((m) => m.to.includes(address));
  }
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

describe('three instances behind nginx on one PostgreSQL', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-cluster-'));
  const instances: Instance[] = [];
  let postgres: { url: string; stop: () => Promise<void> };
  let balancer: { url: string; stop(): Promise<void> };
  let lb: string;
  let mailbox: Mailbox;
  let database: pg.Pool;
  /** What every instance is started with. */
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres({ database: 'groundwork', quiet: true });
    database = new pg.Pool({ connectionString: postgres.url, max: 2 });
    // Its own idle connection is closed too when the test closes the instances' connections.
    database.on('error', () => {});
    mailbox = new Mailbox(await freePort());
    await mailbox.start();
    env = {
      ...process.env,
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      // The instances see nginx's address: the client's comes in X-Forwarded-For.
      TRUST_PROXY: 'true',
    };
    delete env.SEED_DEMO;
    // The first instance migrates and seeds the demo data; the others find it done.
    instances.push(await startInstance(work, 0, { ...env, SEED_DEMO: '1' }));
    for (let i = 1; i < INSTANCES; i += 1) instances.push(await startInstance(work, i, env));
    balancer = await startNginx(
      work,
      instances.map((i) => i.url),
    );
    lb = balancer.url;
  }, 600_000);

  afterAll(async () => {
    await balancer?.stop();
    for (const instance of instances) await instance.stop();
    await mailbox?.stop();
    await database?.end();
    await postgres?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }, 120_000);

  async function call(
    base: string,
    method: string,
    pathname: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many calls, read field by field
  ): Promise<{ status: number; json: any; upstream: string | null }> {
    const response = await fetch(`${base}/${pathname}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? JSON.parse(text) : null,
      upstream: response.headers.get('x-upstream'),
    };
  }

  async function signIn(base: string, email: string): Promise<{ token: string; refresh: string }> {
    const { status, json } = await call(base, 'POST', 'account/api/login/', { body: { email, password: PASSWORD } });
    expect(status).toBe(200);
    return json;
  }

  it('spreads requests over every instance, and a session made on one holds on the others', async () => {
    const { token } = await signIn(lb, STAFF);
    const upstreams = new Set<string>();
    for (let i = 0; i < INSTANCES * 2; i += 1) {
      const me = await call(lb, 'GET', 'account/api/me/', { token });
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(STAFF);
      upstreams.add(me.upstream ?? '');
    }
    expect([...upstreams].sort()).toEqual(instances.map((i) => new URL(i.url).host).sort());
  });

  it('answers a refresh repeated on another instance the same, and refuses it once the new token is used', async () => {
    const { refresh } = await signIn(instances[0]!.url, STAFF);
    const first = await call(instances[1]!.url, 'POST', 'account/api/token/refresh/', { body: { refresh } });
    expect(first.status).toBe(200);
    // The answer was lost: the device sends the same token again, and meets another instance.
    const again = await call(instances[2]!.url, 'POST', 'account/api/token/refresh/', { body: { refresh } });
    expect(again.status).toBe(200);
    expect(again.json.refresh).toBe(first.json.refresh);
    const next = await call(instances[0]!.url, 'POST', 'account/api/token/refresh/', {
      body: { refresh: first.json.refresh },
    });
    expect(next.status).toBe(200);
    const replay = await call(instances[1]!.url, 'POST', 'account/api/token/refresh/', { body: { refresh } });
    expect(replay.status).toBe(401);
  });

  it('counts a rate limit over every instance', async () => {
    // Password-reset requests for one address: 5 an hour (PASSWORD_RESET_LIMIT_PER_EMAIL).
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(lb, 'POST', 'account/api/password-reset/', { body: { email: ADMIN } });
      statuses.push(answer.status);
      upstreams.add(answer.upstream ?? '');
    }
    expect(upstreams.size).toBe(INSTANCES);
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('sends each e-mail once although every instance runs a delivery job', async () => {
    // The five resets above: each instance sent its own at once and three jobs look for due ones.
    await waitFor('the five password e-mails', () => mailbox.to(ADMIN).length >= 5, 60_000);
    // Two delivery rounds of every instance later (30 s apart), still five.
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    expect(mailbox.to(ADMIN)).toHaveLength(5);
    const { rows } = await database.query(
      `SELECT status, count(*)::int AS n FROM outbound_emails WHERE to_email = $1 GROUP BY status`,
      [ADMIN],
    );
    expect(rows).toEqual([{ status: 'sent', n: 5 }]);
  }, 120_000);

  it('makes one punch of one Idempotency-Key sent to two instances at the same moment', async () => {
    const { token } = await signIn(lb, STAFF);
    const key = randomUUID();
    const body = { action: 'in', client_time: new Date().toISOString(), timezone: 'Europe/Paris' };
    const answers = await Promise.all(
      [instances[0]!, instances[1]!].map((instance) =>
        call(instance.url, 'POST', 'inout/api/clock/', { token, body, headers: { 'idempotency-key': key } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]!.json.id).toBe(answers[1]!.json.id);
    const { rows } = await database.query(`SELECT count(*)::int AS n FROM clock_punches WHERE client_time = $1`, [
      body.client_time,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('answers one stat batch sent to two instances at the same moment once, the other a replay', async () => {
    const { token } = await signIn(lb, ADMIN);
    const stat = await call(lb, 'POST', 'statistics/api/list-create/', {
      token,
      body: { name: `Cluster stat ${Date.now()}`, period_type: 'WEEKLY' },
    });
    expect(stat.status).toBe(201);
    const sheet = await call(
      lb,
      'GET',
      `statistics/api/list-create-all-paginated/?search=${encodeURIComponent(stat.json.name)}&interval=WEEKLY`,
      { token },
    );
    const periods = sheet.json.results[0].periods as Array<{ period_start: string }>;
    const body = {
      values: periods.slice(-3).map((p, i) => ({ stat: stat.json.id, period_start: p.period_start, value: 10 + i })),
    };
    const key = randomUUID();
    const answers = await Promise.all(
      [instances[0]!, instances[1]!].map((instance) =>
        fetch(`${instance.url}/statistics/api/statvalue/bulk-create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
          body: JSON.stringify(body),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    const [first, second] = await Promise.all(answers.map((a) => a.json()));
    expect(second).toEqual(first);
    const { rows } = await database.query(`SELECT count(*)::int AS n FROM stat_values WHERE stat_id = $1`, [
      stat.json.id,
    ]);
    expect(rows[0].n).toBe(3);
  });

  it('keeps every instance up when PostgreSQL closes their connections', async () => {
    const { token } = await signIn(lb, STAFF);
    await call(lb, 'GET', 'account/api/me/', { token });
    // What a database restart or failover does to the pools' idle connections.
    const { rows } = await database.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const instance of instances) {
      expect(instance.child.exitCode, instance.url).toBeNull();
      const me = await call(instance.url, 'GET', 'account/api/me/', { token });
      expect(me.status, instance.url).toBe(200);
    }
  });

  it('saves a checklist on one instance and refuses a stale copy saved on another', async () => {
    const { token } = await signIn(lb, STAFF);
    const list = await call(lb, 'GET', `checklist/api/?search=${encodeURIComponent('Site safety walk')}`, { token });
    const id = list.json.results[0].id as number;
    const detail = await call(instances[0]!.url, 'GET', `checklist/api/details/${id}/`, { token });
    const item = detail.json.items.find((i: { kind: string }) => i.kind === 'text');
    expect(item, 'the demo checklist has a text item').toBeTruthy();
    const save = (instance: Instance, value: string) =>
      call(instance.url, 'PATCH', `checklist/api/details/${id}/`, {
        token,
        body: { version: detail.json.version, items: [{ id: item.id, value }] },
      });
    expect((await save(instances[1]!, 'first')).status).toBe(200);
    expect((await save(instances[2]!, 'stale')).status).toBe(409);
  });

  it('loses and doubles no punch while an instance is killed mid-run', async () => {
    const { token } = await signIn(lb, STAFF);
    const zone = `Cluster/Run-${Date.now()}`.slice(0, 60);
    const started = Date.now() - 3_600_000;
    const send = async (index: number) => {
      const key = `cluster-${zone}-${index}`;
      const body = {
        action: index % 2 ? 'out' : 'in',
        client_time: new Date(started + index * 1000).toISOString(),
        timezone: 'Europe/Paris',
      };
      // A device's outbox: the same key again after a failure or a lost answer, until it is taken.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await call(lb, 'POST', 'inout/api/clock/', {
          token,
          body,
          headers: { 'idempotency-key': key },
        }).catch(() => null);
        if (answer && answer.status === 201) return answer.json.id as number;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`punch ${index} was never taken`);
    };
    const total = 60;
    const ids: number[] = [];
    let next = 0;
    // Six at a time, as devices replaying their outboxes; the third instance is killed once a
    // third of the punches are in, with requests to it in flight.
    const device = async () => {
      while (next < total) {
        const index = next++;
        ids.push(await send(index));
        if (ids.length === total / 3) instances[2]!.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 6 }, device));
    await instances[2]!.exited;
    await expect(fetch(`${instances[2]!.url}/account/api/me/`)).rejects.toThrow();
    expect(new Set(ids).size).toBe(total);
    const { rows } = await database.query(
      `SELECT count(*)::int AS n FROM clock_punches WHERE client_time >= $1 AND client_time < $2`,
      [new Date(started).toISOString(), new Date(started + total * 1000).toISOString()],
    );
    expect(rows[0].n).toBe(total);
  }, 120_000);

  it('sends an e-mail written while SMTP was down once SMTP is back, once', async () => {
    await mailbox.stop();
    const before = mailbox.to(STAFF).length;
    const answer = await call(lb, 'POST', 'account/api/password-reset/', { body: { email: STAFF } });
    expect(answer.status).toBeLessThan(300);
    // The instance's own attempt right after its answer fails and is kept for a retry.
    await waitFor(
      'the failed first attempt',
      async () => {
        const { rows } = await database.query(
          `SELECT status, attempts FROM outbound_emails WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
          [STAFF],
        );
        return rows[0]?.status === 'failed' && rows[0].attempts >= 1;
      },
      30_000,
    );
    await mailbox.start();
    // Retried a minute after the failure (DEFAULT_DELIVERY_POLICY), by whichever job gets there.
    await waitFor('the e-mail after the outage', () => mailbox.to(STAFF).length > before, 150_000);
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    expect(mailbox.to(STAFF).length).toBe(before + 1);
  }, 240_000);

  it('purges each company past its restore window once, though two instances purge at the same time', async () => {
    // Two more instances that look for companies to purge every 100 ms, so their rounds meet.
    const reports: number[][] = [];
    const onOutput = (line: string) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; companies?: number[] };
      if (entry.msg === 'purged deleted companies') reports.push(entry.companies ?? []);
    };
    const purgeEnv = { ...env, LOG_LEVEL: 'info', COMPANY_PURGE_INTERVAL_MS: '100' };
    const started = await Promise.all(
      [INSTANCES, INSTANCES + 1].map((index) => startInstance(work, index, purgeEnv, { onOutput })),
    );
    try {
      // Twenty companies signed up through the public sign-up (each from an address of its own:
      // sign-up is rate-limited per address), then all deleted 31 days ago at once.
      const companies: number[] = [];
      const emails: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const email = `purge-${randomUUID()}@test.example`;
        const { status, json } = await call(lb, 'POST', 'account/api/signup/', {
          body: {
            company_name: `Gone ${i}`,
            first_name: 'Ada',
            last_name: 'Lovelace',
            email,
            password: PASSWORD.repeat(2),
          },
          headers: { 'x-forwarded-for': `203.0.113.${i + 10}` },
        });
        expect(status).toBe(201);
        companies.push(json.company.id);
        emails.push(email);
      }
      await database.query(`UPDATE companies SET deleted_at = now() - interval '31 days' WHERE id = ANY($1)`, [
        companies,
      ]);

      const left = async () =>
        (
          await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE id = ANY($1)', [
            companies,
          ])
        ).rows[0]!.n;
      await waitFor('the deleted companies to be purged', async () => (await left()) === 0, 60_000);
      // Their people went with them (they belonged to no other company).
      const users = await database.query('SELECT id FROM users WHERE email = ANY($1)', [emails]);
      expect(users.rows).toEqual([]);
      // Each company was purged by one instance: reported once, by whichever took it.
      const reported = () => reports.flat().filter((id) => companies.includes(id));
      await waitFor('the purges to report', () => reported().length >= companies.length, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reported().sort((a, b) => a - b)).toEqual([...companies].sort((a, b) => a - b));
      // The acme demo company, not deleted, is still there for every instance.
      expect((await signIn(lb, STAFF)).token).toBeTruthy();
    } finally {
      for (const instance of started) await instance.stop();
    }
  }, 180_000);

  it('bills a trial that ended once, though several instances read the subscription at the same moment', async () => {
    // A company on the built-in provider's Premium plan whose trial ended two days ago: its first
    // invoice is due, issued by whichever read of the subscription comes first.
    const email = `trial-${randomUUID()}@test.example`;
    const signup = await call(lb, 'POST', 'account/api/signup/', {
      body: {
        company_name: 'Trial over',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password: PASSWORD.repeat(2),
      },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(signup.status).toBe(201);
    const company: number = signup.json.company.id;
    await database.query(
      `INSERT INTO subscriptions (company_id, plan, status, seats, provider, trial_ends_at, next_billing_at, synced_at, created_at)
       VALUES ($1, 'Premium', 'in_trial', 5, 'built-in', now() - interval '2 days', now() - interval '2 days', now(), now() - interval '17 days')`,
      [company],
    );
    await database.query(`UPDATE companies SET subscription_plan = 'Premium' WHERE id = $1`, [company]);

    // Two reads on each instance still up (an earlier case killed one), all at the same moment.
    const live = instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
    expect(live.length).toBeGreaterThanOrEqual(2);
    const reads = await Promise.all(
      [...live, ...live].map((instance) =>
        call(instance.url, 'GET', 'subscription/api/my-subscription/', { token: signup.json.token }),
      ),
    );
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));
    const invoices = await database.query('SELECT id FROM invoices WHERE company_id = $1', [company]);
    expect(invoices.rows).toHaveLength(1);
  });

  it('replays a phone’s offline punches and to-dos through the balancer, each once', async () => {
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await fakeLocationSensor(phone.context, { latitude: 40.7128, longitude: -74.006, accuracy: 12 });
      const page = phone.context.pages()[0] ?? (await phone.context.newPage());
      await page.goto(`${lb}/auth/signin`);
      await page.locator('input[name="email"]').fill(STAFF);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((current) => !current.pathname.startsWith('/auth/signin'));
      await page.goto(`${lb}/account/dashboard/`);
      const clock = page.getByTestId('clock-button');
      await readyClock(page);
      await page.getByPlaceholder('Add a to-do…').waitFor({ timeout: 30_000 });
      await readyForOfflineReload(page);
      const { token } = await storedSession(page);
      const punchesBefore = (await call(lb, 'GET', 'inout/api/clock-ins/?page_size=1000', { token })).json.count;
      const todo = `Check the scaffold ${randomUUID().slice(0, 8)}`;

      // Offline: two punches, a to-do, and a start of the app with no network in between.
      await phone.context.setOffline(true);
      const tapped: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        if (i === 1) {
          await page.reload();
          await clock.waitFor({ timeout: 30_000 });
        }
        const label = await readyClock(page);
        expect(label).toMatch(/^Clock (in|out)$/);
        await spacedClockTap(async () => {
          tapped.push(Date.now());
          await clock.click();
        });
        await page.getByTestId('clock-saved').getByText('Saved on this device').waitFor({ timeout: 10_000 });
      }
      await page.getByPlaceholder('Add a to-do…').fill(todo);
      await page.getByPlaceholder('Add a to-do…').press('Enter');
      expect((await readOutbox(page)).map((row) => row.kind).sort()).toEqual(
        ['attendance.clock', 'attendance.clock', 'todos.add'].sort(),
      );

      // Back online: the outbox drains through nginx, request by request to any instance.
      await phone.context.setOffline(false);
      await waitForOutbox(page, (rows) => rows.length === 0, { timeoutMs: 60_000, what: 'the outbox to drain' });
      const after = (await call(lb, 'GET', 'inout/api/clock-ins/?page_size=1000', { token })).json;
      expect(after.count).toBe(punchesBefore + 2);
      const { rows } = await database.query<{ client_time: Date; recorded_offline: boolean }>(
        `SELECT client_time, recorded_offline FROM clock_punches
          WHERE client_time >= $1 ORDER BY client_time`,
        [new Date(tapped[0]! - 5_000).toISOString()],
      );
      expect(rows).toHaveLength(2);
      rows.forEach((row, i) => {
        expect(row.recorded_offline).toBe(true);
        expect(Math.abs(row.client_time.getTime() - tapped[i]!)).toBeLessThan(5_000);
      });
      const todos = (await call(lb, 'GET', 'account/api/todo/?page_size=200', { token })).json.results as Array<{
        title: string;
      }>;
      expect(todos.filter((t) => t.title === todo)).toHaveLength(1);
    } finally {
      await phone.close();
    }
  }, 240_000);
});
