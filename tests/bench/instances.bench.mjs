// Throughput with 1, 2 and 3 instances on one PostgreSQL behind nginx (issue 23): POST
// inout/api/clock/ (a new Idempotency-Key each) and GET inout/api/clock-ins/ (a page of 25), 32
// requests in flight through the load balancer, every instance warmed up first, rounds alternated
// over the three set-ups so the machine's drift hits each alike; the best round counts. On a
// 2-core machine more instances add processes competing for the same cores, so this shows the cost
// of running several (target: 3 instances at no less than 85 % of 1), not a speed-up. Needs
// PostgreSQL and nginx (skipped without them, saying so).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, startInstance, startNginx } from '../../scripts/lib/cluster.mjs';
import { findPgBin, startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { load } from './lib/http-load.mjs';
import { apiToken, STAFF } from './lib/session.mjs';

const COUNTS = [1, 2, 3];
const ROUNDS = 2;
const MS = 3_000;
const WARM_MS = 1_500;

function nginxInstalled() {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function run() {
  if (!findPgBin() || !nginxInstalled()) {
    console.log('instances: PostgreSQL or nginx is not installed: not measured');
    return [];
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-instances-'));
  const postgres = await startThrowawayPostgres({ database: 'groundwork', quiet: true });
  const started = [];
  try {
    const env = { ...process.env, DATABASE_URL: postgres.url, JWT_SECRET: randomBytes(32).toString('hex') };
    delete env.SEED_DEMO;
    for (let i = 0; i < Math.max(...COUNTS); i += 1) {
      started.push(await startInstance(work, i, i === 0 ? { ...env, SEED_DEMO: '1' } : env));
    }
    const balancers = new Map();
    for (const count of COUNTS) {
      const balancer = await startNginx(
        work,
        started.slice(0, count).map((i) => i.url),
        `nginx-${count}`,
      );
      balancers.set(count, balancer);
      started.push(balancer);
    }
    const token = await apiToken(started[0].url, STAFF);
    const at = Date.now() - 365 * 86_400_000;
    const run = `${process.pid}-${Date.now()}`;
    let punch = 0;
    const clockIn = () => ({
      method: 'POST',
      path: 'inout/api/clock/',
      body: {
        action: punch % 2 ? 'out' : 'in',
        client_time: new Date(at + punch * 1000).toISOString(),
        timezone: 'UTC',
      },
      headers: { 'idempotency-key': `bench-${run}-${punch++}` },
    });
    const list = () => ({ path: 'inout/api/clock-ins/?page_size=25' });
    const best = new Map(COUNTS.map((c) => [c, { clock: { rps: 0, p99: 0 }, list: { rps: 0, p99: 0 } }]));
    // Reads first, on the same 1,000 punches for every set-up; then the writes, which add rows.
    for (let i = 0; i < 1000; i += 50) {
      const punches = Array.from({ length: 50 }, () => clockIn().body);
      const answer = await fetch(`${started[0].url}/inout/api/clock/bulk/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `seed-${run}-${i}`,
        },
        body: JSON.stringify({ punches }),
      });
      if (!answer.ok) throw new Error(`seeding punches: ${answer.status}`);
    }
    for (const [kind, request, expect] of [
      ['list', list, 200],
      ['clock', clockIn, 201],
    ]) {
      // Every instance warmed up on this request first, straight and not through nginx: the first
      // instance alone had served the seeding, so the others' first rounds measured V8 compiling
      // the route's code rather than the cost of running three.
      for (const instance of started.slice(0, Math.max(...COUNTS))) {
        await load(instance.url, token, request, { ms: WARM_MS, expect });
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const count of COUNTS) {
          const figures = await load(balancers.get(count).url, token, request, { ms: MS, expect });
          if (figures.failed) throw new Error(`${count} instances, ${kind}: ${figures.failed} requests failed`);
          if (figures.rps > best.get(count)[kind].rps) best.get(count)[kind] = figures;
        }
      }
    }
    const results = [];
    for (const count of COUNTS) {
      const { clock, list: read } = best.get(count);
      results.push({
        name: `clock-in, ${count} instance(s) behind nginx: req/s`,
        value: clock.rps,
        unit: 'req/s',
        target: '-',
      });
      results.push({
        name: `clock-in, ${count} instance(s) behind nginx: p99`,
        value: clock.p99,
        unit: 'ms',
        target: '-',
      });
      results.push({
        name: `clock-ins list, ${count} instance(s) behind nginx: req/s`,
        value: read.rps,
        unit: 'req/s',
        target: '-',
      });
      results.push({
        name: `clock-ins list, ${count} instance(s) behind nginx: p99`,
        value: read.p99,
        unit: 'ms',
        target: '-',
      });
    }
    const share = (kind) => Math.round((best.get(3)[kind].rps / best.get(1)[kind].rps) * 100);
    results.push({ name: 'clock-in, 3 instances ÷ 1', value: share('clock'), unit: '%', target: '>= 85' });
    results.push({ name: 'clock-ins list, 3 instances ÷ 1', value: share('list'), unit: '%', target: '>= 85' });
    return results;
  } finally {
    for (const process_ of started.reverse()) await process_.stop();
    await postgres.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
