// Writes .br and .gz copies of the built text assets next to them, so the server sends compressed
// bytes without compressing on every request (@fastify/static preCompressed). On a phone on a slow
// network the JavaScript's transfer size is most of the time to first render.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 1024; // below this, headers cost more than compression saves

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(dir = DIST) {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Pre-compressed ${precompress()} files in dist/`);
}
