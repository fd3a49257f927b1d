// Clock-in throughput: requests per second and p99 latency of POST inout/api/clock/ (the real
// route: bearer token checked against the database, the attendance app checked, the punch and its
// Idempotency-Key's record written in one transaction, shared by the punches that arrive together),
// against a ceiling measured in the same run on the same database: a bare Fastify endpoint doing
// one INSERT into clock_punches. Both listen on 127.0.0.1 in one bench-only server process
// (started here, never part of the product); the load comes from this process over real HTTP with
// keep-alive, a fixed number of requests in flight and a fixed duration.
//
// Throughput is what a server answers when it is kept busy, so each side is measured at several
// numbers of requests in flight and its best figure counts (with the p99 at that level). With few
// in flight, a server on PostgreSQL mostly waits for round trips: the figure then measures latency
// times requests in flight, and a transaction of several statements loses to a lone INSERT however
// little work it does. The figures at every level are printed. Measured on embedded PGlite, and on
// PostgreSQL when one can be started here the way scripts/test-pg.mjs does (a throwaway cluster,
// same settings: fsync off, so both figures measure the server, not the disk).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { onCleanup, startGroup } from '../../scripts/lib/process.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';

const STAFF = { email: 'staff@acme.test', password: 'groundwork' };
/** Requests in flight at each level measured. */
const LEVELS = [8, 32, 64];
const WARMUP_MS = 1_500;
const MEASURE_MS = 3_000;
/** Rounds of (ceiling, clock-in), alternated so drift in the machine's load hits both alike. */
const ROUNDS = 2;
const TARGET_SHARE = 80;

// The bench-only server: the product's app (server/bootstrap.ts createServer) and a second, bare
// Fastify instance on the same database handle with one route doing one INSERT. Runs as a child
// (node --import tsx), so the servers and the load generator do not share an event loop.
const BENCH_SERVER = `
const root = process.env.BENCH_ROOT;
const { readEnv } = await import(root + '/server/env.ts');
const { createServer } = await import(root + '/server/bootstrap.ts');
const { default: Fastify } = await import('fastify');
const { app, database } = await createServer(readEnv(process.env));
const db = database.db;
const staff = await db
  .selectFrom('staff')
  .innerJoin('users', 'users.id', 'staff.user_id')
  .select(['staff.id', 'staff.company_id'])
  .where('users.email', '=', process.env.BENCH_STAFF_EMAIL)
  .executeTakeFirstOrThrow();
const bare = Fastify({ logger: false });
bare.post('/insert', async (request, reply) => {
  const body = request.body;
  const row = await db
    .insertInto('clock_punches')
    .values({
      company_id: staff.company_id,
      staff_id: staff.id,
      action: body.action,
      client_time: body.client_time,
      client_utc_offset_minutes: 0,
      timezone: body.timezone,
      server_received_at: new Date(),
      flags: [],
      latitude: null,
      longitude: null,
      accuracy_m: null,
      created_by_staff_id: staff.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return reply.code(201).send({ id: row.id });
});
const product = await app.listen({ port: 0, host: '127.0.0.1' });
const ceiling = await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ product, ceiling }) + '\\n');
const stop = async () => {
  await bare.close();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
`;

/** Starts the bench-only server on a database; resolves with its two base URLs and a stop(). */
async function startBenchServer(root, { databaseUrl }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-throughput-'));
  const removeDataDir = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    BENCH_ROOT: root,
    BENCH_STAFF_EMAIL: STAFF.email,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-pwa'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  };
  delete env.JWT_SECRET;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // The server refuses PostgreSQL without a shared token secret (issue 23); any will do here.
    env.JWT_SECRET = randomBytes(32).toString('hex');
  } else delete env.DATABASE_URL;
  const server = startGroup(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', BENCH_SERVER], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stopServer = onCleanup(() => server.stop());
  const stop = async () => {
    await stopServer();
    await removeDataDir();
  };
  try {
    const lines = readline.createInterface({ input: server.child.stdout });
    const first = await Promise.race([
      new Promise((resolve) => lines.once('line', resolve)),
      server.exited.then(() => {
        throw new Error('The bench server exited before it listened.');
      }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('The bench server did not start in 120 s.')), 120_000),
      ),
    ]);
    return { ...JSON.parse(first), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `inFlight` requests in flight for `ms`; each answer must be a 201. */
async function load(url, init, ms, inFlight) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        const response = await fetch(url, init());
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - at);
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (failures > 0) throw new Error(`${failures} of ${failures + latencies.length} requests to ${url} failed.`);
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p99: percentile(latencies, 99), count: latencies.length };
}

let tick = 0;
/** A distinct punch each time (a real device never sends two taps at the same instant). */
function punchBody() {
  tick++;
  return JSON.stringify({
    action: tick % 2 === 0 ? 'in' : 'out',
    client_time: new Date(Date.now() - 86_400_000 + tick).toISOString(),
    timezone: 'UTC',
  });
}

async function measure(label, root, databaseUrl) {
  const server = await startBenchServer(root, { databaseUrl });
  try {
    const login = await fetch(`${server.product}/account/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`Sign-in on the bench server answered ${login.status}.`);
    const { token } = await login.json();
    const clockUrl = `${server.product}/inout/api/clock/`;
    const ceilingUrl = `${server.ceiling}/insert`;
    const clockInit = () => ({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: punchBody(),
    });
    const ceilingInit = () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: punchBody() });

    await load(ceilingUrl, ceilingInit, WARMUP_MS, LEVELS[0]);
    await load(clockUrl, clockInit, WARMUP_MS, LEVELS[0]);
    const mean = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
    const levels = [];
    for (const inFlight of LEVELS) {
      const ceilings = [];
      const clocks = [];
      for (let round = 0; round < ROUNDS; round++) {
        ceilings.push(await load(ceilingUrl, ceilingInit, MEASURE_MS, inFlight));
        clocks.push(await load(clockUrl, clockInit, MEASURE_MS, inFlight));
      }
      const level = {
        inFlight,
        ceiling: { rps: mean(ceilings, 'rps'), p99: mean(ceilings, 'p99') },
        clock: { rps: mean(clocks, 'rps'), p99: mean(clocks, 'p99') },
      };
      levels.push(level);
      console.log(
        `    ${label}, ${inFlight} in flight: clock-in ${level.clock.rps.toFixed(0)} req/s (p99 ${level.clock.p99.toFixed(1)} ms), ` +
          `one plain INSERT ${level.ceiling.rps.toFixed(0)} req/s (p99 ${level.ceiling.p99.toFixed(1)} ms)`,
      );
    }
    const best = (side) => levels.reduce((a, b) => (b[side].rps > a[side].rps ? b : a));
    const { inFlight: clockLevel, clock: top } = best('clock');
    const { inFlight: ceilingLevel, ceiling: roof } = best('ceiling');
    const clock = top.rps;
    const ceiling = roof.rps;
    const share = (clock / ceiling) * 100;
    console.log(
      `    ${label}: clock-in ${clock.toFixed(0)} req/s at ${clockLevel} in flight (p99 ${top.p99.toFixed(1)} ms), ` +
        `one plain INSERT ${ceiling.toFixed(0)} req/s at ${ceilingLevel} (p99 ${roof.p99.toFixed(1)} ms): ${share.toFixed(0)}% ` +
        `(best of ${LEVELS.join(', ')} in flight, ${ROUNDS} × ${MEASURE_MS / 1000} s each)`,
    );
    return [
      {
        name: `clock-in throughput (${label})`,
        value: Math.round(clock),
        unit: 'req/s',
        target: `>= ${Math.ceil((ceiling * TARGET_SHARE) / 100)}`,
      },
      {
        name: `clock-in p99 latency (${label})`,
        value: Math.round(top.p99 * 10) / 10,
        unit: 'ms',
        target: 'info',
      },
      { name: `plain INSERT ceiling (${label})`, value: Math.round(ceiling), unit: 'req/s', target: 'info' },
      {
        name: `clock-in share of the ceiling (${label})`,
        value: Math.round(share),
        unit: '%',
        target: `>= ${TARGET_SHARE}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function run(ctx) {
  const figures = await measure('PGlite', ctx.root, undefined);
  let postgres;
  try {
    postgres = await startThrowawayPostgres({ database: 'groundwork_bench', quiet: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`    PostgreSQL figures skipped: no PostgreSQL server could be started here (${reason}).`);
    return figures;
  }
  try {
    figures.push(...(await measure('PostgreSQL', ctx.root, postgres.url)));
  } finally {
    await postgres.stop();
  }
  return figures;
}
