// Issue 23: instances sharing one PostgreSQL database must share one token secret. Without
// JWT_SECRET, configuration with DATABASE_URL is refused at start naming the variable (readEnv, and
// createServer for an Env built otherwise, before any database is opened); the embedded database
// still generates its secret once into DATA_DIR and keeps it across restarts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from './bootstrap';
import { readEnv, type Env } from './env';
import { createTokenSigner } from './lib/tokens';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('JWT_SECRET with PostgreSQL', () => {
  it('is required: readEnv refuses DATABASE_URL without it, naming the variable', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://db.invalid/groundwork' })).toThrow(
      /JWT_SECRET: JWT_SECRET is required with DATABASE_URL/,
    );
    expect(readEnv({ DATABASE_URL: 'postgres://db.invalid/groundwork', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe(
      'x'.repeat(32),
    );
  });

  it('is required by createServer too, before it connects to the database', async () => {
    const env: Env = { ...readEnv({ LOG_LEVEL: 'silent' }), DATABASE_URL: 'postgres://db.invalid/groundwork' };
    await expect(createServer(env)).rejects.toThrow(/JWT_SECRET is required with DATABASE_URL/);
  });
});

describe('JWT_SECRET with the embedded database', () => {
  // One start of an on-disk PGlite (migrations included) takes a while on a busy machine.
  it('is optional: the one kept in DATA_DIR signs tokens', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const kept = 'k'.repeat(48);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), kept);
    const server = await createServer(
      readEnv({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'no-dist') }),
    );
    try {
      const token = await server.app.deps.signer.sign({ userId: 1, companyId: 1, staffId: 1 });
      expect(await createTokenSigner(kept).verify(token)).toMatchObject({ userId: 1 });
    } finally {
      await server.app.close();
    }
  });
});
