// `npm run test:s3`: the upload suite against a real S3 implementation instead of the test fake.
// Starts moto's S3 server (lib/moto.mjs) on 127.0.0.1, runs `vitest run --project s3` (the
// *.s3.test.ts files, which each make a bucket of their own there) with S3_TEST_ENDPOINT, and the
// server is always stopped — also on failure and Ctrl-C. Extra arguments go to vitest (a file name).
// Needs moto and Chromium (the browser uploads).
import { chromiumAvailable, chromiumMissingMessage } from './lib/chromium.mjs';
import { bin } from './lib/paths.mjs';
import { MOTO_INSTALL_HINT, findMoto, startMoto } from './lib/moto.mjs';
import { main, run } from './lib/process.mjs';

main(async () => {
  if (!findMoto()) {
    console.error(`moto's S3 server was not found (no moto_server on PATH, no python3 -m moto.server).`);
    console.error(`Install it with: ${MOTO_INSTALL_HINT}`);
    return 1;
  }
  // Uploads from a page (uploads-browser.s3.test.ts) run in the same Chromium as the journeys.
  if (!chromiumAvailable()) {
    console.error(chromiumMissingMessage('The S3 suite'));
    return 1;
  }
  const moto = await startMoto();
  const env = { ...process.env, S3_TEST_ENDPOINT: moto.endpoint };
  // One worker: a 100 MiB multipart upload already keeps both cores busy (moto hashes every part).
  return run(bin('vitest'), ['run', '--project', 's3', '--maxWorkers=1', ...process.argv.slice(2)], { env });
});
