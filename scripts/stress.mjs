// `node scripts/stress.mjs [--workers N] [--runs N] -- <command...>`: runs a command while every core
// is kept busy, to shake out journeys that pass only on an idle machine (README, "Test it"). It starts
// one spinning worker thread per core (or N), runs the command --runs times in a row (stopping at the
// first failure), then stops the workers. The spinners run at normal priority on purpose: a CI runner
// or a colleague's test run competes on equal terms, not politely.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { main, onCleanup, run } from './lib/process.mjs';

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? [] : argv.slice(0, dash);
  const command = dash === -1 ? argv : argv.slice(dash + 1);
  const option = (name, fallback) => {
    const at = own.indexOf(name);
    if (at === -1) return fallback;
    const value = Number(own[at + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number above 0.`);
    return value;
  };
  return {
    workers: option('--workers', os.availableParallelism()),
    runs: option('--runs', 1),
    command,
  };
}

// A worker that never yields: each one keeps a core at 100 % until it is terminated.
const SPIN = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }';

main(async () => {
  const { workers, runs, command } = parseArgs(process.argv.slice(2));
  if (command.length === 0) {
    console.error('Usage: node scripts/stress.mjs [--workers N] [--runs N] -- <command...>');
    return 2;
  }
  const spinners = Array.from({ length: workers }, () => new Worker(SPIN, { eval: true }));
  onCleanup(() => Promise.all(spinners.map((w) => w.terminate())));
  console.log(`stress: ${workers} busy worker thread(s) on ${os.availableParallelism()} core(s)`);

  const results = [];
  for (let i = 1; i <= runs; i++) {
    console.log(`\nstress: run ${i} of ${runs}: ${command.join(' ')}`);
    const started = Date.now();
    const code = await run(command[0], command.slice(1));
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push({ run: i, code, seconds });
    console.log(`stress: run ${i} exited ${code} after ${seconds} s`);
    if (code !== 0) break;
  }
  console.log('\nstress: ' + results.map((r) => `run ${r.run}: ${r.code === 0 ? 'ok' : `exit ${r.code}`}`).join(', '));
  return results.every((r) => r.code === 0) && results.length === runs ? 0 : 1;
});
