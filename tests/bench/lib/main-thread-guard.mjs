// The cold-start guard's arithmetic (issue 22): each start's main-thread CPU time divided by the
// reference page's, measured in the same run (lib/main-thread.mjs), against the committed reference
// figures (tests/bench/main-thread-reference.json) with 20 % allowed on top.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'main-thread-reference.json',
);
/** How much worse than the reference a figure may be before the guard fails. */
export const ALLOWED_REGRESSION = 0.2;

const round = (value) => Math.round(value * 100) / 100;

export function loadReference() {
  return JSON.parse(fs.readFileSync(REFERENCE_FILE, 'utf8'));
}

/** { signin, dashboard }: each start's median CPU time over the reference page's median. */
export function ratios(measured) {
  const base = measured.calibration.cpu ?? measured.calibration.wall;
  const cpu = (start) => start.cpu ?? start.wall;
  return { signin: round(cpu(measured.signin) / base), dashboard: round(cpu(measured.dashboard) / base) };
}

/** The highest ratio each start may reach. */
export function limits(reference) {
  return {
    signin: round(reference.signin * (1 + ALLOWED_REGRESSION)),
    dashboard: round(reference.dashboard * (1 + ALLOWED_REGRESSION)),
  };
}
