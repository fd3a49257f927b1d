// The support prompt and its 10-minute limit (spec shell §4, §9), with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canPromptAt,
  onSupportPrompt,
  promptSupport,
  promptSupportLimited,
  SUPPORT_PROMPT_INTERVAL_MS,
  type SupportPromptDetail,
} from './support';

describe('canPromptAt', () => {
  it('allows the first prompt and then one per interval', () => {
    expect(canPromptAt(null, 1_000)).toBe(true);
    expect(canPromptAt(1_000, 1_000 + SUPPORT_PROMPT_INTERVAL_MS - 1)).toBe(false);
    expect(canPromptAt(1_000, 1_000 + SUPPORT_PROMPT_INTERVAL_MS)).toBe(true);
  });

  it('allows a prompt when the clock went backwards', () => {
    expect(canPromptAt(5_000, 1_000)).toBe(true);
  });
});

describe('promptSupportLimited', () => {
  const seen: SupportPromptDetail[] = [];
  let off: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.clear();
    seen.length = 0;
    off = onSupportPrompt((detail) => seen.push(detail));
  });
  afterEach(() => {
    off();
    vi.useRealTimers();
  });

  it('prompts at most once per 10 minutes, crashes and rage clicks together', () => {
    expect(promptSupportLimited('crash')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(promptSupportLimited('rage-click')).toBe(false);
    vi.advanceTimersByTime(SUPPORT_PROMPT_INTERVAL_MS - 60_000);
    expect(promptSupportLimited('rage-click')).toBe(true);
    expect(seen).toEqual([{ reason: 'crash' }, { reason: 'rage-click' }]);
  });

  it('keeps the limit across reloads (stored on the device)', () => {
    promptSupportLimited('crash');
    off();
    off = onSupportPrompt((detail) => seen.push(detail));
    expect(promptSupportLimited('crash')).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('a prompt the user asks for is never limited', () => {
    promptSupportLimited('crash');
    promptSupport('manual');
    expect(seen.map((d) => d.reason)).toEqual(['crash', 'manual']);
  });
});
