// `npm run bench`: runs every tests/bench/*.bench.mjs against a freshly started server (built PWA,
// fresh DATA_DIR with the demo data), prints one table and writes the same figures to
// bench-results.json so runs can be compared. A bench module exports
//   async function run(ctx) -> [{ name, value, unit, target }]   (target like "<= 170 KiB", ">= 95")
// and gets ctx = { baseUrl, root, server: { pid, dataDir }, chromium: { available, path, args, missingMessage(what) } }
// (server.pid: the server's process group, for benches that watch its memory).
// A missed target is reported, not failed: benches measure; a bench that throws fails the run.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './lib/build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { ROOT } from './lib/paths.mjs';
import { main } from './lib/process.mjs';
import { startTestServer } from './lib/server.mjs';

const BENCH_DIR = path.join(ROOT, 'tests', 'bench');
const RESULTS_FILE = path.join(ROOT, 'bench-results.json');

/** Whether `value` meets a target such as "<= 170 KiB" or ">= 95"; null when it can't be read. */
export function meetsTarget(value, target) {
  const match = /^\s*(<=|>=|<|>|=)\s*(-?[\d.]+)/.exec(String(target));
  if (!match || typeof value !== 'number') return null;
  const limit = Number(match[2]);
  return { '<=': value <= limit, '>=': value >= limit, '<': value < limit, '>': value > limit, '=': value === limit }[
    match[1]
  ];
}

function printTable(results) {
  const rows = results.map((r) => {
    const met = meetsTarget(r.value, r.target);
    return [r.name, `${r.value} ${r.unit}`, r.target, met === null ? '?' : met ? 'ok' : 'MISSED'];
  });
  const header = ['figure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Figures of an earlier run that this run did not measure again (a run of some benches only). */
function earlierFigures(measured) {
  if (!fs.existsSync(RESULTS_FILE)) return [];
  const names = new Set(measured.map((r) => r.name));
  try {
    return JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')).filter((r) => !names.has(r.name));
  } catch {
    return [];
  }
}

main(async () => {
  // `npm run bench -- sync clock` runs the benches whose file names contain one of the words.
  const only = process.argv.slice(2);
  const files = fs.existsSync(BENCH_DIR)
    ? fs
        .readdirSync(BENCH_DIR)
        .filter((f) => f.endsWith('.bench.mjs') && (only.length === 0 || only.some((word) => f.includes(word))))
        .sort()
    : [];
  if (files.length === 0) {
    console.log('No benches in tests/bench (*.bench.mjs).');
    fs.writeFileSync(RESULTS_FILE, '[]\n');
    return 0;
  }

  const built = await ensureBuild();
  if (built !== 0) {
    console.error('The PWA build failed; the benches measure it.');
    return built;
  }
  const server = await startTestServer();
  const ctx = {
    baseUrl: server.baseUrl,
    root: ROOT,
    server: { pid: server.pid, dataDir: server.dataDir },
    chromium: {
      available: chromiumAvailable(),
      path: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      missingMessage: chromiumMissingMessage,
    },
  };

  const results = [];
  let failures = 0;
  for (const file of files) {
    console.log(`\n== ${file} ==`);
    try {
      const bench = await import(pathToFileURL(path.join(BENCH_DIR, file)).href);
      const figures = await bench.run(ctx);
      for (const f of figures ?? []) {
        results.push({ name: f.name, value: f.value, unit: f.unit, target: f.target });
        console.log(`  ${f.name}: ${f.value} ${f.unit} (target ${f.target})`);
      }
    } catch (err) {
      failures++;
      console.error(`  ${file} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
  await server.stop();

  if (results.length > 0) printTable(results);
  // A partial run keeps the other benches' last figures in the file, so it always lists them all.
  const all = only.length === 0 ? results : [...earlierFigures(results), ...results];
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`\nWrote ${results.length} figure(s) to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}.`);
  return failures === 0 ? 0 : 1;
});
