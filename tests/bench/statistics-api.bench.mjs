// Statistics API figures on the embedded database (the bench server: fresh DATA_DIR, demo data):
//   - the list endpoint with 500 stats × 12 periods: p95 of GET list-create-all-paginated/ with
//     page_size=500 (the sheet's request: every stat, its window of periods and its values);
//   - one statvalue/bulk-create/ of 1,000 values into empty periods (inserts), and the same cells
//     again with other numbers (every value replaces one: the ON CONFLICT path).
// Set-up makes sure acme has 500 active stats with a value in each of their 12 periods, and only
// adds what is missing, so another bench on the same server (the sheet's) finds the same data.
const ADMIN = { email: 'admin@acme.test', password: 'groundwork' };
const STATS = 'statistics/api';
const STAT_COUNT = 500;
const PERIODS = 12;
const WARMUP = 5;
const SAMPLES = 40;
const BULK_SIZE = 1000;
const BULK_ROUNDS = 3;

async function call(baseUrl, token, method, path, body) {
  const res = await fetch(`${baseUrl}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

const listUrl = `${STATS}/list-create-all-paginated/?page_size=${STAT_COUNT}&periods=${PERIODS}`;

/** Duplicates the company's stats (with their values) until it has STAT_COUNT active ones. */
async function ensureStats(baseUrl, token) {
  for (;;) {
    const stats = await call(baseUrl, token, 'GET', `${STATS}/simple-list/`);
    const missing = STAT_COUNT - stats.length;
    if (missing <= 0) return;
    const ids = stats.slice(0, Math.min(missing, stats.length)).map((s) => s.id);
    await call(baseUrl, token, 'POST', `${STATS}/duplicate-stats/`, {
      stat_ids: ids,
      name_prefix: 'Bench ',
      copy_values: true,
    });
  }
}

/** Fills every empty period of the list's window, in bulk batches. */
async function fillWindows(baseUrl, token) {
  const page = await call(baseUrl, token, 'GET', listUrl);
  const empty = page.results.flatMap((stat) =>
    stat.periods
      .filter((p) => p.value === null)
      .map((p, i) => ({ stat: stat.id, period_start: p.period_start, value: i + 1 })),
  );
  for (let i = 0; i < empty.length; i += BULK_SIZE) {
    await call(baseUrl, token, 'POST', `${STATS}/statvalue/bulk-create/`, { values: empty.slice(i, i + BULK_SIZE) });
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

async function measureList(baseUrl, token) {
  const timings = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const { ms, result } = await timed(() => call(baseUrl, token, 'GET', listUrl));
    if (i === 0) {
      const cells = result.results.reduce((n, s) => n + s.periods.length, 0);
      const filled = result.results.reduce((n, s) => n + s.values.length, 0);
      console.log(`  list: ${result.results.length} stats, ${cells} periods, ${filled} values per answer`);
    }
    if (i >= WARMUP) timings.push(ms);
  }
  return timings.sort((a, b) => a - b);
}

/** 1,000 cells no list window touches: two far-back years' worth of dates for each of 500 stats. */
function bulkCells(stats, round) {
  const years = [1990 + 2 * round, 1991 + 2 * round];
  return years.flatMap((year) => stats.map((s) => ({ stat: s.id, date: `${year}-06-15`, value: year })));
}

async function measureBulk(baseUrl, token, stats) {
  const inserts = [];
  const replaces = [];
  for (let r = 0; r < BULK_ROUNDS; r++) {
    const cells = bulkCells(stats, r).slice(0, BULK_SIZE);
    const first = await timed(() => call(baseUrl, token, 'POST', `${STATS}/statvalue/bulk-create/`, { values: cells }));
    if (first.result.errors.length > 0 || first.result.created.length !== BULK_SIZE) {
      throw new Error(
        `bulk-create saved ${first.result.created.length}, errors ${JSON.stringify(first.result.errors[0])}`,
      );
    }
    inserts.push(first.ms);
    const again = cells.map((c) => ({ ...c, value: c.value + 1 }));
    replaces.push(
      (await timed(() => call(baseUrl, token, 'POST', `${STATS}/statvalue/bulk-create/`, { values: again }))).ms,
    );
  }
  return { inserts: inserts.sort((a, b) => a - b), replaces: replaces.sort((a, b) => a - b) };
}

export async function run({ baseUrl }) {
  const { token } = await call(baseUrl, null, 'POST', 'account/api/login/', ADMIN);
  await ensureStats(baseUrl, token);
  await fillWindows(baseUrl, token);

  const list = await measureList(baseUrl, token);
  const stats = (await call(baseUrl, token, 'GET', `${STATS}/simple-list/`)).slice(0, STAT_COUNT);
  const bulk = await measureBulk(baseUrl, token, stats);
  const worst = (sorted) => sorted[sorted.length - 1];
  return [
    { name: 'stats list 500 stats x 12 periods p95', value: round(percentile(list, 95)), unit: 'ms', target: '<= 100' },
    {
      name: 'stats list 500 stats x 12 periods median',
      value: round(percentile(list, 50)),
      unit: 'ms',
      target: '<= 100',
    },
    {
      name: 'stat values bulk create 1,000 new (worst of 3)',
      value: round(worst(bulk.inserts)),
      unit: 'ms',
      target: '<= 1000',
    },
    {
      name: 'stat values bulk create 1,000 replacing (worst of 3)',
      value: round(worst(bulk.replaces)),
      unit: 'ms',
      target: '<= 1000',
    },
  ];
}
