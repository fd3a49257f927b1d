// Timesheets at scale (issue 24): GET inout/api/timesheets/ for a company of 500 staff with a month
// of punches (a clock-in, a 30-minute break and a clock-out every weekday, some shifts overnight)
// on the embedded database (PGlite). The list computes every person's timesheet from the punches
// when read (contract/timesheet.ts), over the whole weeks the period touches. Runs in a child
// process of its own on a throwaway DATA_DIR (the shared bench server holds its database's lock):
// 500 staff are added with the bulk call, their punches inserted directly, then the list is called
// through the app (inject: the route, its auth and queries, no network) and its median timed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { onCleanup, startGroup } from '../../scripts/lib/process.mjs';

const STAFF = 500;
const RUNS = 7;
const TARGET_MS = 1000;

const CHILD = `
const root = process.env.BENCH_ROOT;
const { readEnv } = await import(root + '/server/env.ts');
const { createServer } = await import(root + '/server/bootstrap.ts');
const { app, database } = await createServer(readEnv(process.env));
const db = database.db;
const STAFF = Number(process.env.BENCH_STAFF);
const RUNS = Number(process.env.BENCH_RUNS);
const login = await app.inject({ method: 'POST', url: '/account/api/login/',
  payload: { email: 'admin@acme.test', password: 'groundwork' } });
const token = login.json().token;
const auth = { authorization: 'Bearer ' + token };
const staffs = Array.from({ length: STAFF }, (_, n) => ({ email: 'ts-' + n + '@bench.test', first_name: 'Ts', last_name: 'Person ' + n }));
const created = await app.inject({ method: 'POST', url: '/account/api/bulk-create-staff/', headers: auth, payload: { staffs } });
const ids = created.json().succeeded;
const admin = await db.selectFrom('users').innerJoin('staff', 'staff.user_id', 'users.id')
  .select(['staff.company_id']).where('users.email', '=', 'admin@acme.test').executeTakeFirstOrThrow();
await db.updateTable('companies').set({ timezone: 'Europe/Paris' }).where('id', '=', admin.company_id).execute();
await db.insertInto('time_clock_settings').values({ company_id: admin.company_id, pay_period: 'monthly', daily_overtime_minutes: 480 })
  .onConflict((oc) => oc.column('company_id').doUpdateSet({ pay_period: 'monthly', daily_overtime_minutes: 480 })).execute();
// October 2026 (the autumn change is on the 25th), and the week days of September/November the month's weeks touch.
const H = 3600000;
const rows = [];
for (const [i, id] of ids.entries()) {
  for (let day = -3; day <= 34; day++) {
    const date = new Date(Date.UTC(2026, 9, 1 + day));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const night = (i + day) % 7 === 0;
    const start = date.getTime() + (night ? 20 : 7) * H + (i % 30) * 60000;
    const p = (action, at) => ({ company_id: admin.company_id, staff_id: id, action, client_time: new Date(at),
      client_utc_offset_minutes: 120, timezone: 'Europe/Paris', server_received_at: new Date(at), flags: [],
      latitude: null, longitude: null, accuracy_m: null, created_by_staff_id: id });
    rows.push(p('in', start), p('break_start', start + 4 * H), p('break_end', start + 4.5 * H), p('out', start + 8.5 * H));
  }
}
for (let k = 0; k < rows.length; k += 2000) await db.insertInto('clock_punches').values(rows.slice(k, k + 2000)).execute();
const times = [];
let count = 0;
for (let r = 0; r < RUNS + 1; r++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: '/inout/api/timesheets/?date=2026-10-15&page_size=1000', headers: auth });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error('list answered ' + res.statusCode + ': ' + res.body);
  count = res.json().count;
  if (r > 0) times.push(ms); // the first call warms the caches
}
if (process.env.BENCH_PROFILE) {
  const { punchesInWindow } = await import(root + '/server/modules/inout/timesheets.repository.ts');
  const { periodContext } = await import(root + '/server/modules/inout/timesheets.service.ts');
  const { computeTimesheet } = await import(root + '/contract/timesheet.ts');
  const pc = await periodContext(db, admin.company_id, '2026-10-15');
  let t0 = performance.now();
  const all = await punchesInWindow(db, admin.company_id, pc.window);
  console.error('query', performance.now() - t0, all.length);
  t0 = performance.now();
  const by = new Map();
  for (const r of all) { if (!by.has(r.staff_id)) by.set(r.staff_id, []); by.get(r.staff_id).push(r); }
  for (const list of by.values()) computeTimesheet(list.map((p) => ({ action: p.action, at: p.at })), [], pc.rules, pc.period);
  console.error('compute', performance.now() - t0);
}
times.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ median: times[Math.floor(times.length / 2)], count, punches: rows.length }) + '\\n');
await app.close();
process.exit(0);
`;

export async function run(ctx) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-timesheets-'));
  const removeDataDir = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    BENCH_ROOT: ctx.root,
    BENCH_STAFF: String(STAFF),
    BENCH_RUNS: String(RUNS),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-pwa'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  // A file rather than -e: Node 20 refuses --input-type next to --import in some set-ups.
  const script = path.join(dataDir, 'timesheets-bench-child.mjs');
  fs.writeFileSync(script, CHILD);
  const child = startGroup(process.execPath, ['--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = onCleanup(() => child.stop());
  try {
    const lines = readline.createInterface({ input: child.child.stdout });
    const line = await Promise.race([
      new Promise((resolve) => lines.once('line', resolve)),
      child.exited.then((code) => {
        throw new Error(`The timesheet bench exited (${code}) before answering.`);
      }),
    ]);
    const { median, count, punches } = JSON.parse(line);
    console.log(`  ${count} timesheets from ${punches} punches`);
    return [
      {
        name: `timesheets list, ${STAFF} staff × one month (PGlite, median)`,
        value: Math.round(median),
        unit: 'ms',
        target: `<= ${TARGET_MS}`,
      },
    ];
  } finally {
    await stop();
    await removeDataDir();
  }
}
