// Autosave timing (issue 4): a burst of typing is written once, AUTOSAVE_DEBOUNCE_MS after the last
// key; blur, a hidden tab and pagehide write at once; snapshots are taken at most once a minute and
// the last SNAPSHOTS_KEPT kept; saving or cancelling clears the article's records; a page going
// away keeps a synchronous copy that the next read takes in when IndexedDB did not commit.
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../api/session';
import { userDatabase } from '../../../offline/db';
import { emptyArticleForm } from '../lib/article-form';
import {
  SNAPSHOT_INTERVAL_MS,
  SNAPSHOTS_KEPT,
  clearAutosave,
  latestLocalAutosave,
  listSnapshots,
  readAutosave,
  rescueAutosave,
  serverIsNewer,
  writeAutosave,
  type AutosaveContent,
} from './article-autosave';
import { AUTOSAVE_DEBOUNCE_MS, AutosaveScheduler } from './autosave-scheduler';
import { useAutosave } from './use-autosave';

const content = (title: string, server_updated_at: string | null = null): AutosaveContent => ({
  values: emptyArticleForm({ title }),
  server_updated_at,
});

describe('AutosaveScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a burst of changes once, the debounce after the last one', async () => {
    const write = vi.fn(async (_value: string) => {});
    const scheduler = new AutosaveScheduler(write);
    for (const text of ['a', 'ab', 'abc']) {
      scheduler.schedule(text);
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 100);
    }
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenLastCalledWith('abc');
  });

  it('writes at once on flush and nothing more afterwards', async () => {
    const write = vi.fn(async (_value: string) => {});
    const scheduler = new AutosaveScheduler(write);
    scheduler.schedule('typed');
    await scheduler.flush();
    expect(write).toHaveBeenCalledWith('typed');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('never overlaps writes: a change during a write is written after it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const write = vi.fn(async (value: string) => {
      order.push(`start ${value}`);
      if (value === 'first') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${value}`);
    });
    const scheduler = new AutosaveScheduler(write);
    scheduler.schedule('first');
    const first = scheduler.flush();
    scheduler.schedule('second');
    const second = scheduler.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start first']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('drops a waiting change on cancel', async () => {
    const write = vi.fn(async (_value: string) => {});
    const scheduler = new AutosaveScheduler(write);
    scheduler.schedule('gone');
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(write).not.toHaveBeenCalled();
  });
});

describe('article autosave records', () => {
  beforeEach(async () => {
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
    await userDatabase(1, 10).drafts.clear();
  });
  afterEach(() => clearSession());

  it('keeps the form per article with its time, and snapshots once a minute, the last five', async () => {
    const start = 1_000_000;
    for (let i = 0; i < 10; i++) await writeAutosave('7', content(`v${i}`), start + i * (SNAPSHOT_INTERVAL_MS / 2));
    const saved = await readAutosave('7');
    expect(saved?.content.values.title).toBe('v9');
    expect(saved?.updated_at).toBe(start + 9 * (SNAPSHOT_INTERVAL_MS / 2));
    const snapshots = await listSnapshots('7');
    expect(snapshots).toHaveLength(SNAPSHOTS_KEPT);
    expect(snapshots.map((s) => s.content.values.title)).toEqual(
      ['v8', 'v6', 'v4', 'v2', 'v0'].slice(0, SNAPSHOTS_KEPT),
    );
    expect(await readAutosave('70')).toBeNull();
  });

  it('clears an article and its snapshots, not another article', async () => {
    await writeAutosave('7', content('seven'));
    await writeAutosave('8', content('eight'));
    await clearAutosave('7');
    expect(await readAutosave('7')).toBeNull();
    expect(await listSnapshots('7')).toEqual([]);
    expect((await readAutosave('8'))?.content.values.title).toBe('eight');
  });

  it('finds the newest unsaved new article', async () => {
    await writeAutosave('local:a', content('older'), 1000);
    await writeAutosave('local:b', content('newer'), 2000);
    await writeAutosave('9', content('existing'), 3000);
    expect((await latestLocalAutosave())?.key).toBe('local:b');
  });

  it('tells when the server has something newer than the draft', () => {
    const saved = {
      key: '7',
      content: content('x', '2026-01-01T10:00:00Z'),
      updated_at: Date.parse('2026-01-01T11:00:00Z'),
    };
    expect(serverIsNewer(saved, '2026-01-01T10:00:00Z')).toBe(false);
    expect(serverIsNewer(saved, '2026-01-01T10:30:00Z')).toBe(true);
    expect(serverIsNewer({ ...saved, content: content('x') }, '2026-01-01T10:30:00Z')).toBe(false);
    expect(serverIsNewer({ ...saved, content: content('x') }, '2026-01-01T12:00:00Z')).toBe(true);
  });
});

describe('the rescue copy', () => {
  beforeEach(async () => {
    localStorage.clear();
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
    await userDatabase(1, 10).drafts.clear();
  });
  afterEach(() => clearSession());

  it('is taken in by the next read when the stored form is older or missing', async () => {
    rescueAutosave('30', content('only in the rescue copy'), 2_000);
    await writeAutosave('31', content('stored'), 1_000);
    rescueAutosave('31', content('newer rescue'), 2_000);
    expect((await readAutosave('30'))?.content.values.title).toBe('only in the rescue copy');
    expect((await readAutosave('31'))?.content.values.title).toBe('newer rescue');
  });

  it('never replaces a newer stored form, and is dropped once read', async () => {
    rescueAutosave('32', content('old rescue'), 1_000);
    await writeAutosave('32', content('stored later'), 2_000);
    expect((await readAutosave('32'))?.content.values.title).toBe('stored later');
    expect(Object.keys(localStorage).filter((name) => name.includes('autosave-rescue'))).toEqual([]);
  });

  it('belongs to the user who typed it and goes with a save or cancel', async () => {
    rescueAutosave('local:x', content('user one'), 1_000);
    setSession({ token: 't', refresh: 'r', userId: 2, companyId: 10 });
    expect(await latestLocalAutosave()).toBeNull();
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
    rescueAutosave('33', content('typed'), 1_000);
    await clearAutosave('33');
    expect(await readAutosave('33')).toBeNull();
    expect((await latestLocalAutosave())?.content.values.title).toBe('user one');
  });
});

describe('useAutosave', () => {
  beforeEach(async () => {
    localStorage.clear();
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
    await userDatabase(1, 10).drafts.clear();
  });
  afterEach(() => clearSession());

  it('writes at once when the tab is hidden and when the page is unloaded', async () => {
    const { result } = renderHook(() => useAutosave('12'));
    act(() => result.current.change(content('hidden tab')));
    expect(await readAutosave('12')).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await result.current.flush();
    expect((await readAutosave('12'))?.content.values.title).toBe('hidden tab');

    act(() => result.current.change(content('unloading')));
    window.dispatchEvent(new Event('pagehide'));
    await result.current.flush();
    expect((await readAutosave('12'))?.content.values.title).toBe('unloading');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('keeps what is not yet stored synchronously when the page goes, and reads it back', async () => {
    const { result } = renderHook(() => useAutosave('14'));
    act(() => result.current.change(content('closing tab')));
    window.dispatchEvent(new Event('pagehide'));
    // Before any await: the IndexedDB write may never commit on a closing page.
    const rescued = Object.keys(localStorage).filter((name) => name.includes('autosave-rescue'));
    expect(rescued).toHaveLength(1);
    expect(localStorage.getItem(rescued[0]!)).toContain('closing tab');
    expect((await readAutosave('14'))?.content.values.title).toBe('closing tab');
    expect(Object.keys(localStorage).filter((name) => name.includes('autosave-rescue'))).toEqual([]);
  });

  it('clears after a save without a late write bringing the form back', async () => {
    const { result } = renderHook(() => useAutosave('13'));
    act(() => result.current.change(content('typed')));
    await result.current.clear();
    expect(await readAutosave('13')).toBeNull();
  });
});
