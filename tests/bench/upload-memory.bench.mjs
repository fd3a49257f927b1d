// Memory of the server while a 2 GB knowledge-base video uploads (spec knowledge base §7 uploads,
// §9 30 GB limit): the file must stream to disk, never be held in memory. The bench signs in as the
// demo admin, asks for a signed upload URL (generate-s3-presigned-url/), and PUTs a generated 2 GiB
// body to the built-in storage's upload target: one 1 MiB buffer written again and again with
// back-pressure, so the bench itself holds no 2 GB either. Every 50 ms it reads the resident memory
// (VmRSS in /proc, Linux) of the server process: of the processes under the server's group (tsx,
// its esbuild helper, the node server), the one holding the most memory. Figures: its peak during
// the upload, the growth over its resident memory before, and the throughput.
// The uploaded file is removed afterwards.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { processTree, rssBytes } from './lib/process-memory.mjs';

const ADMIN = { email: 'admin@acme.test', password: 'groundwork' };
const SIZE = 2 * 1024 ** 3;
const CHUNK = 1024 ** 2;
const MiB = 1024 ** 2;

async function call(ctx, method, pathname, body, token) {
  const response = await fetch(new URL(pathname, ctx.baseUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function streamUpload(target, contentType) {
  const chunk = Buffer.alloc(CHUNK, 7);
  // An MP4's first box, so the upload passes the server's check that it is a video.
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(chunk);
  const filler = Buffer.alloc(CHUNK, 7);
  return new Promise((resolve, reject) => {
    const request = http.request(target, {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(SIZE) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d) => (text += d));
      response.on('end', () =>
        response.statusCode === 201
          ? resolve(JSON.parse(text))
          : reject(new Error(`upload: ${response.statusCode} ${text}`)),
      );
    });
    request.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < SIZE) {
        const piece = sent === 0 ? chunk : filler;
        sent += piece.length;
        const more = request.write(piece);
        if (sent >= SIZE) return request.end();
        if (!more) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

export async function run(ctx) {
  if (process.platform !== 'linux' || !ctx.server?.pid) {
    console.log('  upload memory: needs Linux /proc and the server pid; skipped.');
    return [];
  }
  const { token } = await call(ctx, 'POST', 'account/api/login/', ADMIN);
  const signed = await call(
    ctx,
    'POST',
    'knowledgebase/api/generate-s3-presigned-url/',
    { file_name: 'bench-2gb.mp4', file_content_type: 'video/mp4', mode: 'video', file_size: SIZE },
    token,
  );
  const tree = processTree(ctx.server.pid);
  const pids = [tree.reduce((a, b) => (rssBytes([b]) > rssBytes([a]) ? b : a))];
  const before = rssBytes(pids);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pids))), 50);
  const started = performance.now();
  let done;
  try {
    done = await streamUpload(new URL(signed.url, ctx.baseUrl), signed.content_type);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssBytes(pids));
  if (done.size !== SIZE) throw new Error(`the server stored ${done.size} bytes of ${SIZE}`);
  // The file served back is the size sent; then it goes (2 GB on the bench's disk).
  const head = await fetch(new URL(done.file_url, ctx.baseUrl), { method: 'HEAD' });
  if (Number(head.headers.get('content-length')) !== SIZE) throw new Error('the stored file is not the size sent');
  const [company, key] = done.file_url.split('/').slice(-2);
  fs.rmSync(path.join(ctx.server.dataDir, 'files', 'kb-files', company, key), { force: true });

  const mib = (bytes) => Math.round((bytes / MiB) * 10) / 10;
  console.log(
    `  server RSS before ${mib(before)} MiB, peak ${mib(peak)} MiB while 2 GiB uploaded in ${seconds.toFixed(1)} s`,
  );
  return [
    { name: 'upload 2 GiB: server peak RSS', value: mib(peak), unit: 'MiB', target: '<= 1024 MiB' },
    { name: 'upload 2 GiB: server RSS growth', value: mib(peak - before), unit: 'MiB', target: '<= 64 MiB' },
    { name: 'upload 2 GiB: throughput', value: Math.round(SIZE / MiB / seconds), unit: 'MiB/s', target: '>= 50 MiB/s' },
  ];
}
