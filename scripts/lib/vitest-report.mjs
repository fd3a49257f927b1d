// Reads the counts out of a vitest JSON report (--reporter=json --outputFile.json=FILE), so the
// scripts can print one "N passed, N failed" total across suites.
import fs from 'node:fs';

/**
 * { passed, failed } from the report. A file that failed to load has no failing test of its own, so
 * it counts as one failure; a run that failed without a readable report counts as one failure too.
 */
export function readCounts(file, exitCode) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: exitCode === 0 ? 0 : 1 };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    const failedInside = (result.assertionResults ?? []).some((a) => a.status === 'failed');
    if (result.status === 'failed' && !failedInside) failed++;
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}
