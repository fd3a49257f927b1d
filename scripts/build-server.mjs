// `npm run build:server`: the API server compiled ahead of time into dist-server/ (esbuild, one ES
// module with a source map), so production runs `node dist-server/main.js` and never compiles
// TypeScript at start. Packages stay in node_modules (--packages=external): the runtime needs the
// production dependencies only. The embedded database's worker (plain JavaScript, started by URL
// from server/db/pglite-thread.ts) is copied beside it.
import fs from 'node:fs';
import path from 'node:path';
import { bin, ROOT } from './lib/paths.mjs';
import { main, run } from './lib/process.mjs';

const OUT = path.join(ROOT, 'dist-server');
const WORKERS = ['server/db/pglite-thread.worker.mjs'];

main(async () => {
  fs.rmSync(OUT, { recursive: true, force: true });
  const built = await run(
    bin('esbuild'),
    [
      'server/main.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      '--sourcemap',
      '--log-level=warning',
      `--outdir=${OUT}`,
    ],
    { cwd: ROOT },
  );
  if (built !== 0) return built;
  for (const file of WORKERS) fs.copyFileSync(path.join(ROOT, file), path.join(OUT, path.basename(file)));
  console.log(`Server built into ${path.relative(ROOT, OUT)}/ (run: node dist-server/main.js)`);
  return 0;
});
