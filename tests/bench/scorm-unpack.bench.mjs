// Unpacking a large SCORM package (issue 6): the server streams each entry of the .zip to disk
// (yauzl), so its memory must stay flat however large the package. The bench builds a SCORM 1.2
// package of 2,000 small script files and one 256 MiB media file (random bytes, so the zip is as
// large as its content), zips it with Info-ZIP's `zip` (the tool authors use to repackage courses),
// uploads it through the signed upload flow as the demo admin, then times POST scorm/packages/
// while sampling the server's resident memory. Figures: unpack time and throughput, and the
// server's memory growth meanwhile. The package is deleted afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { peakRss, serverProcess } from './lib/process-memory.mjs';
import { ADMIN, apiToken } from './lib/session.mjs';

const SMALL_FILES = 2000;
const MEDIA_BYTES = 256 * 1024 ** 2;
const MiB = 1024 ** 2;

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="bench.scorm" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Bench package</title>
    <item identifier="i" identifierref="r"><title>Start</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>
`;

function buildPackage(dir) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'imsmanifest.xml'), MANIFEST);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>Bench</title><p>Bench package</p>');
  const script = `// part of the bench package\n${'console.log("slide");\n'.repeat(180)}`;
  for (let i = 0; i < SMALL_FILES; i++) fs.writeFileSync(path.join(dir, 'assets', `part-${i}.js`), script);
  const media = fs.openSync(path.join(dir, 'media', 'video.bin'), 'w');
  for (let written = 0; written < MEDIA_BYTES; written += 8 * MiB) fs.writeSync(media, randomBytes(8 * MiB));
  fs.closeSync(media);
  const zip = path.join(path.dirname(dir), 'package.zip');
  execFileSync('zip', ['-q', '-r', zip, '.'], { cwd: dir });
  return zip;
}

async function call(ctx, token, method, pathname, body) {
  const response = await fetch(new URL(pathname, ctx.baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

function putFile(target, contentType, file) {
  return new Promise((resolve, reject) => {
    const request = http.request(target, {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(fs.statSync(file).size) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d) => (text += d));
      response.on('end', () => (response.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(text))));
    });
    request.on('error', reject);
    fs.createReadStream(file).pipe(request);
  });
}

export async function run(ctx) {
  if (process.platform !== 'linux' || !ctx.server?.pid) {
    console.log('  SCORM unpack: needs Linux /proc and the server pid; skipped.');
    return [];
  }
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
  } catch {
    console.log('  SCORM unpack: needs the `zip` command (apt-get install zip); skipped.');
    return [];
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-scorm-bench-'));
  try {
    const zip = buildPackage(path.join(work, 'package'));
    const zipBytes = fs.statSync(zip).size;
    const token = await apiToken(ctx.baseUrl, ADMIN);
    const signed = await call(ctx, token, 'POST', 'knowledgebase/api/generate-s3-presigned-url/', {
      file_name: 'bench-package.zip',
      file_content_type: 'application/zip',
      mode: 'scorm',
      file_size: zipBytes,
    });
    await putFile(new URL(signed.url, ctx.baseUrl), signed.content_type, zip);

    const pid = serverProcess(ctx.server.pid);
    const started = performance.now();
    const {
      result: pkg,
      before,
      peak,
    } = await peakRss(pid, () =>
      call(ctx, token, 'POST', 'knowledgebase/api/scorm/packages/', { file_url: signed.file_url }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (pkg.file_count !== SMALL_FILES + 3) throw new Error(`the package holds ${pkg.file_count} files`);
    await call(ctx, token, 'DELETE', `knowledgebase/api/scorm/packages/${pkg.id}/`);
    const [company, key] = signed.file_url.split('/').slice(-2);
    fs.rmSync(path.join(ctx.server.dataDir, 'files', 'kb-files', company, key), { force: true });

    const mib = (bytes) => Math.round((bytes / MiB) * 10) / 10;
    const unpacked = pkg.total_bytes / MiB;
    console.log(
      `  unpacked ${mib(pkg.total_bytes)} MiB in ${pkg.file_count} files (zip ${mib(zipBytes)} MiB) in ${seconds.toFixed(1)} s; ` +
        `server RSS ${mib(before)} → peak ${mib(peak)} MiB`,
    );
    return [
      {
        name: 'SCORM unpack 256 MiB + 2,000 files: time',
        value: Math.round(seconds * 10) / 10,
        unit: 's',
        target: '<= 30 s',
      },
      { name: 'SCORM unpack: throughput', value: Math.round(unpacked / seconds), unit: 'MiB/s', target: '>= 20 MiB/s' },
      { name: 'SCORM unpack: server RSS growth', value: mib(peak - before), unit: 'MiB', target: '<= 64 MiB' },
    ];
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
