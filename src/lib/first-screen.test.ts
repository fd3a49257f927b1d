// Deferred work waits for a route's screen (or the fallback), then for an idle moment; never before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./first-screen');
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a screen to be marked, then for the next frame and an idle moment', async () => {
    const { afterFirstScreen, markFirstScreen } = await freshModule();
    const deferred = afterFirstScreen();
    expect(await settledWithin(deferred, 2_000)).toBe(false);
    markFirstScreen();
    expect(await settledWithin(deferred, 2_500)).toBe(true);
  });

  it('starts the work anyway when no screen says it is shown', async () => {
    const { afterFirstScreen, FALLBACK_MS } = await freshModule();
    const deferred = afterFirstScreen();
    expect(await settledWithin(deferred, FALLBACK_MS - 100)).toBe(false);
    expect(await settledWithin(deferred, 2_500)).toBe(true);
  });

  it('is one wait per page: later callers share it', async () => {
    const { afterFirstScreen, markFirstScreen } = await freshModule();
    markFirstScreen();
    expect(afterFirstScreen()).toBe(afterFirstScreen());
  });
});

describe('inBackground', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the parts of the first screen that load after it, then for an idle moment', async () => {
    const { afterFirstScreen, holdBackgroundWork, inBackground, markFirstScreen } = await freshModule();
    const release = holdBackgroundWork();
    const background = inBackground();
    markFirstScreen();
    expect(await settledWithin(afterFirstScreen(), 2_500)).toBe(true);
    expect(await settledWithin(background, 1_000)).toBe(false);
    release();
    expect(await settledWithin(background, 2_500)).toBe(true);
  });

  it('starts with afterFirstScreen when no part is held', async () => {
    const { inBackground, markFirstScreen } = await freshModule();
    const background = inBackground();
    markFirstScreen();
    expect(await settledWithin(background, 4_500)).toBe(true);
  });

  it('starts anyway when a held part never loads', async () => {
    const { BACKGROUND_FALLBACK_MS, holdBackgroundWork, inBackground, markFirstScreen } = await freshModule();
    holdBackgroundWork();
    const background = inBackground();
    markFirstScreen();
    expect(await settledWithin(background, 2_500)).toBe(false);
    expect(await settledWithin(background, BACKGROUND_FALLBACK_MS + 2_000)).toBe(true);
  });
});
