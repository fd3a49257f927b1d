// Reads vitest JSON reports (--reporter=json --outputFile.json=FILE): the counts, so the scripts can
// print one "N passed, N failed" total across suites, and the failures, so a summary names each
// failed test with the start of its error and the files it left (screenshots, console) to read.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * { passed, failed } from the report. A file that failed to load has no failing test of its own, so
 * it counts as one failure; a run that failed without a readable report counts as one failure too.
 */
export function readCounts(file, exitCode) {
  const report = readReport(file);
  if (!report) return { passed: 0, failed: exitCode === 0 ? 0 : 1 };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    const failedInside = (result.assertionResults ?? []).some((a) => a.status === 'failed');
    if (result.status === 'failed' && !failedInside) failed++;
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

const MESSAGE_LINES = 6;

// What vitest's JSON report holds for a timeout: the stack of an error made in advance, without the
// message ("Test timed out in N ms").
const TIMEOUT_STACK = 'Error: STACK_TRACE_ERROR';
// Terminal colours in messages (Playwright's call logs): the summary prints plain text.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The error's message (its first lines) and the first stack frame in the project's own code.
 * `recorded`, the message the test kept (if any), replaces a message the stack lacks.
 */
function errorLines(text, recorded) {
  let lines = String(text ?? '')
    .replace(ANSI, '')
    .split('\n');
  if (lines[0] === TIMEOUT_STACK) {
    lines = [
      ...(recorded ?? 'Timed out: the test or one of its hooks ran past its time limit').split('\n'),
      ...lines.slice(1),
    ];
  }
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  const message = (firstFrame === -1 ? lines : lines.slice(0, firstFrame)).filter((l) => l.trim() !== '');
  const shown = message.slice(0, MESSAGE_LINES);
  if (message.length > MESSAGE_LINES) shown.push(`… (${message.length - MESSAGE_LINES} more lines)`);
  const frames = firstFrame === -1 ? [] : lines.slice(firstFrame);
  const ours = frames.find((l) => /^\s+at /.test(l) && !l.includes('node_modules') && !l.includes('node:'));
  if (ours) shown.push(ours.trim().replace(`${ROOT}${path.sep}`, ''));
  return shown;
}

/**
 * Every failure in the report: { where: "file > describe > test", lines, artifacts, consoleErrors },
 * a test file that failed outside its tests (a hook, an import) counting as one.
 */
export function readFailures(file) {
  const report = readReport(file);
  if (!report) return [];
  const failures = [];
  for (const result of report.testResults ?? []) {
    const testFile = path.relative(ROOT, result.name ?? '');
    const failedTests = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedTests) {
      failures.push({
        where: [testFile, ...(test.ancestorTitles ?? []), test.title].join(' > '),
        lines: errorLines(test.failureMessages?.[0], test.meta?.e2eError),
        artifacts: test.meta?.e2eArtifacts ?? [],
        consoleErrors: test.meta?.e2eConsoleErrors ?? [],
      });
    }
    if (result.status === 'failed' && failedTests.length === 0) {
      failures.push({
        where: testFile,
        lines: errorLines(result.message || 'the file failed to run'),
        artifacts: [],
        consoleErrors: [],
      });
    }
  }
  return failures;
}

const MAX_LISTED = 25;

/** Prints failures for a person to read: which test, the start of its error, the files it left. */
export function printFailures(failures, { report } = {}) {
  for (const failure of failures.slice(0, MAX_LISTED)) {
    console.log(`\nFAILED ${failure.where}`);
    for (const line of failure.lines) console.log(`    ${line}`);
    if (failure.consoleErrors.length > 0) console.log('    last errors in the browser:');
    for (const line of failure.consoleErrors) console.log(`      ${line}`);
    for (const artifact of failure.artifacts) console.log(`    kept: ${artifact}`);
  }
  if (failures.length > MAX_LISTED) {
    console.log(`\n… and ${failures.length - MAX_LISTED} more failures${report ? `, all in ${report}` : ''}`);
  }
}
