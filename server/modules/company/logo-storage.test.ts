// Logo files follow the outcome of their request: kept and the old one removed on success, the new
// one removed on failure. Driven with a stand-in reply whose response "finishes" on demand.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { JPEG_HEAD, PNG_1X1, SVG_LOGO } from './company.fixtures';
import { logoFiles, sniffImage } from './logo-storage';

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-logos-'));
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

function fakeReply() {
  const raw = Object.assign(new EventEmitter(), { statusCode: 200 });
  const reply = { raw, log: { warn: () => {} } } as unknown as FastifyReply;
  const finish = async (status: number) => {
    raw.statusCode = status;
    raw.emit('finish');
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { reply, finish };
}

const fileOf = (url: string) => path.join(storageDir, 'company-logos', ...url.split('/').slice(-2));

describe('logoFiles', () => {
  it('on success keeps the new file and removes the replaced one', async () => {
    const first = fakeReply();
    const old = await logoFiles(storageDir, first.reply).save(7, PNG_1X1, sniffImage(PNG_1X1)!);
    await first.finish(200);
    const second = fakeReply();
    const files = logoFiles(storageDir, second.reply);
    const next = await files.save(7, PNG_1X1, sniffImage(PNG_1X1)!);
    files.removeOnSuccess(old);
    expect(fs.existsSync(fileOf(old))).toBe(true);
    await second.finish(200);
    // Removal runs after the response, as fs work: wait for it rather than for a fixed time.
    await vi.waitFor(() => expect(fs.existsSync(fileOf(old))).toBe(false));
    expect(fs.existsSync(fileOf(next))).toBe(true);
  });

  it('on failure removes the new file and keeps the old one', async () => {
    const first = fakeReply();
    const old = await logoFiles(storageDir, first.reply).save(8, PNG_1X1, sniffImage(PNG_1X1)!);
    await first.finish(200);
    const failed = fakeReply();
    const files = logoFiles(storageDir, failed.reply);
    const next = await files.save(8, PNG_1X1, sniffImage(PNG_1X1)!);
    files.removeOnSuccess(old);
    await failed.finish(500);
    await vi.waitFor(() => expect(fs.existsSync(fileOf(next))).toBe(false));
    expect(fs.existsSync(fileOf(old))).toBe(true);
  });

  it('leaves URLs it did not issue alone', async () => {
    const { reply, finish } = fakeReply();
    const files = logoFiles(storageDir, reply);
    files.removeOnSuccess('/company/api/logos/9/../../../etc.png');
    files.removeOnSuccess('https://cdn.example/logo.png');
    await finish(200);
    expect(fs.existsSync(storageDir)).toBe(true);
  });
});

describe('sniffImage', () => {
  it('knows PNG, JPEG and WebP by their signatures and nothing else', () => {
    expect(sniffImage(PNG_1X1)?.mime).toBe('image/png');
    expect(sniffImage(JPEG_HEAD)?.mime).toBe('image/jpeg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(sniffImage(webp)?.mime).toBe('image/webp');
    expect(sniffImage(SVG_LOGO)).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
