// Uploads a crash left unfinished are removed when the server starts (issue 17): the `.part` file
// of a streamed upload and the `.part` folder of a SCORM package being unpacked, listed in the data
// directory before and after the start; finished files stay. On shared storage only what has been
// silent for a while is removed, so another server's upload in progress is left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../bootstrap';
import { readEnv } from '../env';
import { removeUnfinishedUploads, UNFINISHED_MAX_AGE_MS } from './unfinished-uploads';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-unfinished-'));
  dirs.push(dir);
  return dir;
}

/** Every file and folder under `root`, relative to it. */
const listing = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).map((p) => p.split(path.sep).join('/')).sort();

function leaveUnfinished(files: string) {
  const write = (relative: string, data = 'x') => {
    fs.mkdirSync(path.dirname(path.join(files, relative)), { recursive: true });
    fs.writeFileSync(path.join(files, relative), data);
  };
  write('kb-files/1/0123456789abcdef0123456789abcdef.mp4.part');
  write('kb-files/1/fedcba9876543210fedcba9876543210.mp4');
  write('scorm/1/00000000000000000000000000000000.part/content/index.html');
  write('scorm/1/11111111111111111111111111111111/imsmanifest.xml');
}

const FINISHED = [
  'kb-files',
  'kb-files/1',
  'kb-files/1/fedcba9876543210fedcba9876543210.mp4',
  'scorm',
  'scorm/1',
  'scorm/1/11111111111111111111111111111111',
  'scorm/1/11111111111111111111111111111111/imsmanifest.xml',
];

describe('at start', () => {
  it('removes the .part files and folders in the data directory, and nothing else', async () => {
    const dataDir = tempDir();
    const files = path.join(dataDir, 'files');
    leaveUnfinished(files);
    expect(listing(files)).toContain('kb-files/1/0123456789abcdef0123456789abcdef.mp4.part');
    const env = readEnv({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', STATIC_DIR: dataDir });
    const { app } = await createServer(env);
    try {
      expect(listing(files)).toEqual(FINISHED);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('on shared storage', () => {
  it('removes only what has been silent longer than an upload may be', async () => {
    const files = tempDir();
    leaveUnfinished(files);
    const now = Date.now();
    expect(await removeUnfinishedUploads(files, { tempDir: files, now })).toEqual([]);
    const removed = await removeUnfinishedUploads(files, { tempDir: files, now: now + UNFINISHED_MAX_AGE_MS + 1 });
    expect(removed).toHaveLength(2);
    expect(listing(files)).toEqual(FINISHED);
  });
});
