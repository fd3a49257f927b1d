// Where things are, resolved from this file so every script works from any working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Absolute path of a project-local executable (node_modules/.bin/name). */
export function bin(name) {
  return path.join(BIN, name);
}

/** Reports and a failed journey's screenshots and console, kept after the run (git-ignored). */
export const RESULTS_DIR = path.join(ROOT, 'test-results');
