// `npm test`, the one test command (README, CI): unit and server tests (vitest, both projects),
// the translation check, then the browser journeys when Chromium is installed. Exits non-zero on any
// failure and ends with a line "N passed, N failed" for CI to read. Above that line it names each
// failed test with the start of its error; the JSON reports, and a failed journey's screenshots and
// console, stay in test-results/ (git-ignored) after the run.
import fs from 'node:fs';
import path from 'node:path';
import { chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { bin, RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { main, run } from './lib/process.mjs';
import { printFailures, readCounts, readFailures } from './lib/vitest-report.mjs';

main(async () => {
  // This run's results only, kept once it ends: read them after a failure instead of rerunning.
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const unitReport = path.join(RESULTS_DIR, 'unit.json');
  const e2eReport = path.join(RESULTS_DIR, 'e2e.json'); // written by scripts/e2e.mjs
  const summary = [];

  console.log('\n== Unit and server tests (vitest) ==');
  const unitCode = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]);
  summary.push({
    suite: 'Unit and server tests',
    code: unitCode,
    report: unitReport,
    ...readCounts(unitReport, unitCode),
  });

  console.log('\n== Translations (i18n:check) ==');
  const i18nCode = await run(process.execPath, ['scripts/i18n-check.mjs']);
  summary.push({
    suite: 'Translation check',
    code: i18nCode,
    passed: i18nCode === 0 ? 1 : 0,
    failed: i18nCode === 0 ? 0 : 1,
  });

  console.log('\n== Browser journeys (test:e2e) ==');
  if (chromiumAvailable()) {
    const e2eCode = await run(process.execPath, ['scripts/e2e.mjs']);
    summary.push({ suite: 'Browser journeys', code: e2eCode, report: e2eReport, ...readCounts(e2eReport, e2eCode) });
  } else {
    console.log(chromiumMissingMessage('Browser suite'));
  }

  console.log('\n== Summary ==');
  for (const s of summary) {
    if (s.report) printFailures(readFailures(s.report), { report: path.relative(ROOT, s.report) });
  }
  if (summary.some((s) => s.failed > 0)) console.log('');
  for (const s of summary) {
    console.log(`${s.suite.padEnd(24)} ${s.code === 0 ? 'ok    ' : 'FAILED'}  ${s.passed} passed, ${s.failed} failed`);
  }
  const passed = summary.reduce((n, s) => n + s.passed, 0);
  const failed = summary.reduce((n, s) => n + s.failed, 0);
  console.log(`Reports (JSON; a failed journey's screenshots and console): ${path.relative(ROOT, RESULTS_DIR)}/`);
  console.log(`${passed} passed, ${failed} failed`);
  return summary.every((s) => s.code === 0) ? 0 : 1;
});
