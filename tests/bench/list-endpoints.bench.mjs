// Read throughput of every paginated list of the contract (issue 22): requests per second and p99
// latency of each list's GET with 32 requests in flight over keep-alive, for a page of 25 rows,
// on the embedded database (the bench server) and on PostgreSQL (a throwaway cluster, the way
// scripts/test-pg.mjs starts one, when PostgreSQL is installed). The clock-ins list is measured
// beside the Django REST Framework peer this product replaces (../shared/peers/drf-clock, when
// Debian's Django stack is installed: its README says how), alternating rounds in one run, so the
// ratio holds whatever the machine's speed. The peer pages 20 rows; both sides are read at 20.
//
// Set-up through the API: 1,000 punches for the staff member (the clock-ins list reads them), the
// rest as the demo data has it; each figure's name says how many rows its page held.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgBin, startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { startTestServer } from '../../scripts/lib/server.mjs';
import { load } from './lib/http-load.mjs';
import { ADMIN, apiToken, STAFF } from './lib/session.mjs';

const IN_FLIGHT = 32;
const WARMUP_MS = 1_000;
const MEASURE_MS = 3_000;
const PEER_ROUNDS = 3;
const PUNCHES = 1_000;

/** Each list as a signed-in person opens it: [name, who, path]. */
const LISTS = [
  ['employees', ADMIN, 'account/api/staffs/company_users/?page_size=25'],
  ['articles', ADMIN, 'knowledgebase/api/list-create/?page_size=25'],
  ['courses', ADMIN, 'knowledgebase/api/courses/?page_size=25'],
  ['stats', ADMIN, 'statistics/api/list-create-paginated/?page_size=25'],
  ['requests', ADMIN, 'request/api/list/?page_size=25'],
  ['tasks', ADMIN, 'request/api/tasks/?page_size=25'],
  ['purchase requests', ADMIN, 'purchase_requisition/api/list/?page_size=25'],
  ['checklists', ADMIN, 'checklist/api/?page_size=25'],
  ['clock-ins (staff)', STAFF, 'inout/api/clock-ins/?page_size=25'],
  ['clock-ins (admin, company)', ADMIN, 'inout/api/clock-ins/?page_size=25'],
];

async function measure(url, token) {
  const { origin, pathname, search } = new URL(url);
  const request = () => ({ path: `${pathname.slice(1)}${search}` });
  await load(origin, token, request, { inFlight: IN_FLIGHT, ms: WARMUP_MS });
  const figures = await load(origin, token, request, { inFlight: IN_FLIGHT, ms: MEASURE_MS });
  if (figures.failed > 0) throw new Error(`${url}: ${figures.failed} requests failed under load`);
  return figures;
}

async function call(baseUrl, token, method, pathname, body, headers = {}) {
  const response = await fetch(`${baseUrl}/${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** PUNCHES punches for the staff member, a month of in/out pairs, in batches. */
async function seedPunches(baseUrl, staffToken) {
  let at = Date.now() - 60 * 86_400_000;
  for (let batch = 0; batch < PUNCHES / 50; batch += 1) {
    const punches = Array.from({ length: 50 }, (_, i) => {
      at += 30 * 60_000;
      return { action: i % 2 ? 'out' : 'in', client_time: new Date(at).toISOString(), timezone: 'Europe/Paris' };
    });
    await call(
      baseUrl,
      staffToken,
      'POST',
      'inout/api/clock/bulk/',
      { punches },
      { 'idempotency-key': `bench-${batch}-${at}` },
    );
  }
}

/** Every list on one server: a figure pair per list. */
async function measureLists(label, baseUrl) {
  const tokens = new Map([
    [ADMIN, await apiToken(baseUrl, ADMIN)],
    [STAFF, await apiToken(baseUrl, STAFF)],
  ]);
  await seedPunches(baseUrl, tokens.get(STAFF));
  const results = [];
  for (const [name, who, pathname] of LISTS) {
    const token = tokens.get(who);
    const page = await call(baseUrl, token, 'GET', pathname);
    const rows = Array.isArray(page) ? page.length : (page.results?.length ?? 0);
    const { rps, p99 } = await measure(`${baseUrl}/${pathname}`, token);
    const figure = `${name} list, ${label} (${rows} rows)`;
    results.push({
      name: `${figure}: req/s`,
      value: rps,
      unit: 'req/s',
      target: label === 'PostgreSQL' ? '>= 1000' : '-',
    });
    results.push({ name: `${figure}: p99`, value: p99, unit: 'ms', target: '-' });
  }
  return results;
}

// ---- The DRF peer ----------------------------------------------------------------------------

const PEER_DIR = process.env.PEER_DIR ?? path.resolve(import.meta.dirname, '../../../shared/peers/drf-clock');

function peerInstalled() {
  if (!fs.existsSync(path.join(PEER_DIR, 'run.sh'))) return false;
  const probe = spawnSync('/usr/bin/python3', [
    '-c',
    'import django, rest_framework, rest_framework_simplejwt, psycopg2',
  ]);
  return probe.status === 0 && (fs.existsSync('/usr/bin/gunicorn3') || fs.existsSync('/usr/bin/gunicorn'));
}

function startPeer() {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drf-peer-'));
  const env = { ...process.env, STATE_DIR: stateDir, WORKER_CLASS: 'gthread', THREADS: '4' };
  delete env.DATABASE_URL;
  const out = execFileSync(path.join(PEER_DIR, 'run.sh'), { env, encoding: 'utf8' });
  const baseUrl = out.trim().split('\n').pop().trim();
  return {
    baseUrl,
    stop: () => {
      spawnSync(path.join(PEER_DIR, 'stop.sh'), { env, stdio: 'ignore' });
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

async function peerToken(baseUrl) {
  const response = await fetch(`${baseUrl}/account/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!response.ok) throw new Error(`peer login: ${response.status}`);
  return (await response.json()).token;
}

/** The same punches on the peer, one POST each (it has no batch call). */
async function seedPeerPunches(baseUrl, token) {
  let at = Date.now() - 60 * 86_400_000;
  for (let i = 0; i < PUNCHES; i += 1) {
    at += 30 * 60_000;
    await call(
      baseUrl,
      token,
      'POST',
      'inout/api/clock/',
      {
        action: i % 2 ? 'out' : 'in',
        client_time: new Date(at).toISOString(),
        timezone: 'Europe/Paris',
      },
      { 'idempotency-key': `peer-${i}` },
    );
  }
}

/** Alternating rounds of the clock-ins list, ours and the peer's, 20 rows a page on both. */
async function compareWithPeer(label, baseUrl) {
  const peer = startPeer();
  try {
    const ours = { url: `${baseUrl}/inout/api/clock-ins/?page_size=20`, token: await apiToken(baseUrl, STAFF) };
    const peerToken_ = await peerToken(peer.baseUrl);
    await seedPeerPunches(peer.baseUrl, peerToken_);
    const theirs = { url: `${peer.baseUrl}/inout/api/clock-ins/`, token: peerToken_ };
    const best = { ours: { rps: 0, p99: 0 }, theirs: { rps: 0, p99: 0 } };
    for (let round = 0; round < PEER_ROUNDS; round += 1) {
      for (const side of ['ours', 'theirs']) {
        const { url, token } = side === 'ours' ? ours : theirs;
        const figures = await measure(url, token);
        if (figures.rps > best[side].rps) best[side] = figures;
      }
    }
    return [
      { name: `clock-ins list (20 rows), ${label}: req/s`, value: best.ours.rps, unit: 'req/s', target: '-' },
      { name: 'clock-ins list (20 rows), DRF peer: req/s', value: best.theirs.rps, unit: 'req/s', target: '-' },
      {
        name: `clock-ins list, ${label} ÷ DRF peer: req/s ratio`,
        value: Math.round((best.ours.rps / best.theirs.rps) * 100) / 100,
        unit: '×',
        target: label === 'PostgreSQL' ? '>= 3' : '>= 2',
      },
      {
        name: `clock-ins list, ${label} ÷ DRF peer: p99 ratio`,
        value: Math.round((best.ours.p99 / best.theirs.p99) * 100) / 100,
        unit: '×',
        target: '<= 0.5',
      },
    ];
  } finally {
    peer.stop();
  }
}

export async function run(ctx) {
  const withPeer = peerInstalled();
  if (!withPeer)
    console.log('list-endpoints: the DRF peer is not installed (../shared/peers/drf-clock/README.md): no ratio');
  const results = await measureLists('PGlite', ctx.baseUrl);
  if (withPeer) results.push(...(await compareWithPeer('PGlite', ctx.baseUrl)));
  if (!findPgBin()) {
    console.log('list-endpoints: PostgreSQL is not installed: the embedded database only');
    return results;
  }
  const postgres = await startThrowawayPostgres({ database: 'groundwork', quiet: true });
  const server = await startTestServer({ databaseUrl: postgres.url });
  try {
    results.push(...(await measureLists('PostgreSQL', server.baseUrl)));
    if (withPeer) results.push(...(await compareWithPeer('PostgreSQL', server.baseUrl)));
  } finally {
    await server.stop();
    await postgres.stop();
  }
  return results;
}
