// AI search figure on the embedded database (the bench server: fresh DATA_DIR, demo data): p95 of
// POST knowledgebase/api/ai-search/suggested-articles/ with 5,000 articles in acme, as the staff
// member (who sees only what they may read, the costlier query) and as the admin. The set-up adds
// bench articles through articles/bulk-create until acme has 5,000, varied enough that a query
// matches a few hundred candidates, as a real knowledge base would.
const ADMIN = { email: 'admin@acme.test', password: 'groundwork' };
const STAFF = { email: 'staff@acme.test', password: 'groundwork' };
const KB = 'knowledgebase/api';
const ARTICLES = 5_000;
const BATCH = 500;
const WARMUP = 5;
const SAMPLES = 60;
const TOPICS = [
  'forklift',
  'vacation',
  'safety',
  'payroll',
  'ladder',
  'chemical',
  'onboarding',
  'expenses',
  'fire',
  'shift',
];
const VERBS = ['charging', 'requesting', 'inspecting', 'reporting', 'cleaning', 'approving', 'storing', 'handling'];
const QUERIES = [
  'How do I charge forklift batteries?',
  'vacation request approval',
  'What is the chemical spill procedure',
  'reporting a payroll error',
  'vacaton polcy',
  'ladder inspection before a shift',
];

async function call(baseUrl, token, method, path, body) {
  const res = await fetch(`${baseUrl}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

const signIn = async (baseUrl, user) => (await call(baseUrl, null, 'POST', 'account/api/login/', user)).token;

function benchArticle(n, category) {
  const topic = TOPICS[n % TOPICS.length];
  const verb = VERBS[Math.floor(n / TOPICS.length) % VERBS.length];
  const other = TOPICS[(n * 7) % TOPICS.length];
  return {
    title: `${verb} ${topic} guide ${n}`,
    article_category: category,
    body:
      `<p>This guide explains ${verb} ${topic} at site ${n % 37}. ` +
      `Ask your supervisor before ${verb} anything related to ${other}.</p>` +
      `<p>Keep records of every ${topic} check for ${1 + (n % 12)} months.</p>`,
    tags: [topic],
  };
}

async function ensureArticles(baseUrl, token) {
  const list = await call(baseUrl, token, 'GET', `${KB}/list-create/?page_size=1`);
  const category = (await call(baseUrl, token, 'POST', `${KB}/category/list-create/`, { category: 'Bench' })).id;
  for (let n = list.count; n < ARTICLES; n += BATCH) {
    const count = Math.min(BATCH, ARTICLES - n);
    const articles = Array.from({ length: count }, (_, i) => benchArticle(n + i, category));
    await call(baseUrl, token, 'POST', `${KB}/articles/bulk-create`, { articles });
  }
  return (await call(baseUrl, token, 'GET', `${KB}/list-create/?page_size=1`)).count;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function p95(baseUrl, token) {
  const times = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const query = QUERIES[i % QUERIES.length];
    const started = performance.now();
    await call(baseUrl, token, 'POST', `${KB}/ai-search/suggested-articles/`, {
      query,
      limit: 10,
      similarity_threshold: 0.25,
    });
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(percentile(times, 95) * 10) / 10;
}

export async function run({ baseUrl }) {
  const admin = await signIn(baseUrl, ADMIN);
  const count = await ensureArticles(baseUrl, admin);
  console.log(`  acme has ${count} articles`);
  const staff = await signIn(baseUrl, STAFF);
  return [
    {
      name: 'ai-search suggested-articles p95, 5,000 articles (staff)',
      value: await p95(baseUrl, staff),
      unit: 'ms',
      target: '<= 100',
    },
    {
      name: 'ai-search suggested-articles p95, 5,000 articles (admin)',
      value: await p95(baseUrl, admin),
      unit: 'ms',
      target: '<= 100',
    },
  ];
}
