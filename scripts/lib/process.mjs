// Child processes and cleanup shared by the scripts: run a command to completion, and make sure
// whatever a script started (servers, temp dirs, database clusters) is torn down on success, on
// failure and on Ctrl-C / SIGTERM alike.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './paths.mjs';

const cleanups = [];
let signalled = false;

/** Registers a teardown step; steps run last-registered first. Returns a function that runs it early. */
export function onCleanup(fn) {
  let done = false;
  const step = async () => {
    if (done) return;
    done = true;
    await fn();
  };
  cleanups.push(step);
  return step;
}

let running;

/**
 * Runs every registered teardown step, reporting (not throwing) failures so the rest still run.
 * Single-flight: a signal and the script's own end can both ask for teardown at once, and the steps
 * must still run one at a time in order (stop the database before deleting its directory).
 */
export function runCleanups() {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (err) {
        console.error(`cleanup failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    running = undefined;
  })();
  return running;
}

/**
 * Wraps a script's main function: its resolved number is the exit code; teardown runs in every case,
 * including SIGINT/SIGTERM (exit 130/143, as a shell would report).
 */
export function main(fn) {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (signalled) return; // a second Ctrl-C while tearing down is ignored; teardown is bounded
      signalled = true;
      console.error(`\n${signal} received, cleaning up`);
      runCleanups().finally(() => process.exit(code));
    });
  }
  Promise.resolve()
    .then(fn)
    .then(
      async (code) => {
        await runCleanups();
        if (signalled) return; // the signal handler exits with its own code
        process.exit(typeof code === 'number' ? code : 0);
      },
      async (err) => {
        if (!signalled) console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
        await runCleanups();
        if (signalled) return;
        process.exit(1);
      },
    );
}

/** True once the script has been told to stop; long loops check it to stop early. */
export function isSignalled() {
  return signalled;
}

/** Exit code of a finished child the way a shell reports it (signal N → 128 + N). */
export function exitCode(code, signal) {
  if (code !== null) return code;
  const n = signal ? os.constants.signals[signal] : undefined;
  return n ? 128 + n : 1;
}

function spawnAndWait(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(exitCode(code, signal)));
  });
}

/**
 * Runs a command in the foreground (stdio inherited, cwd = repository root) and resolves with its
 * exit code. Ctrl-C in a terminal reaches the child directly (same process group). Once the script
 * is stopping it starts nothing new (resolves 130): its next step may be reached during teardown.
 */
export function run(command, args = [], options = {}) {
  if (signalled) return Promise.resolve(130);
  return spawnAndWait(command, args, options);
}

/** run() for teardown steps themselves, which must run while the script is stopping. */
export function runInCleanup(command, args = [], options = {}) {
  return spawnAndWait(command, args, options);
}

/**
 * Starts a long-running child in its own process group, so it and everything it spawns (tsx runs
 * the server in a grandchild) can be stopped together by that group's id — never by name.
 * Returns { child, stop, exited } where stop() sends SIGTERM, then SIGKILL after `graceMs`.
 */
export function startGroup(command, args = [], options = {}, graceMs = 10_000) {
  if (signalled) throw new Error('Stopping: not starting another process.');
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, detached: true });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(exitCode(code, signal)));
    child.on('error', () => resolve(1));
  });
  let alive = true;
  exited.then(() => {
    alive = false;
  });
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const stop = async () => {
    if (child.pid === undefined) return;
    if (alive) signalGroup('SIGTERM');
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
    if ((await Promise.race([exited, timer])) === 'timeout') signalGroup('SIGKILL');
    await exited;
    // The leader may exit before its children (tsx relays the signal and waits, but be sure).
    signalGroup('SIGKILL');
  };
  return { child, stop, exited };
}
