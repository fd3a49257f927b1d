// `npm test`, the one test command (README, CI): unit and server tests (vitest, both projects),
// the translation check, then the browser journeys when Chromium is installed. Exits non-zero on any
// failure and ends with a line "N passed, N failed" for CI to read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { bin } from './lib/paths.mjs';
import { main, onCleanup, run } from './lib/process.mjs';
import { readCounts } from './lib/vitest-report.mjs';

main(async () => {
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-test-reports-'));
  onCleanup(() => fs.rmSync(reports, { recursive: true, force: true }));
  const jsonReport = (name) => [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, name)}`,
  ];
  const summary = [];

  console.log('\n== Unit and server tests (vitest) ==');
  const unitCode = await run(bin('vitest'), ['run', ...jsonReport('unit.json')]);
  summary.push({
    suite: 'Unit and server tests',
    code: unitCode,
    ...readCounts(path.join(reports, 'unit.json'), unitCode),
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
    const e2eCode = await run(process.execPath, ['scripts/e2e.mjs', ...jsonReport('e2e.json')]);
    summary.push({ suite: 'Browser journeys', code: e2eCode, ...readCounts(path.join(reports, 'e2e.json'), e2eCode) });
  } else {
    console.log(chromiumMissingMessage('Browser suite'));
  }

  console.log('\n== Summary ==');
  for (const s of summary) {
    console.log(`${s.suite.padEnd(24)} ${s.code === 0 ? 'ok    ' : 'FAILED'}  ${s.passed} passed, ${s.failed} failed`);
  }
  const passed = summary.reduce((n, s) => n + s.passed, 0);
  const failed = summary.reduce((n, s) => n + s.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return summary.every((s) => s.code === 0) ? 0 : 1;
});
