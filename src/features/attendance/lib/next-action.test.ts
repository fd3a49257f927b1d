// The clock button offers the opposite of the latest punch, queued or sent.
import { describe, expect, it } from 'vitest';
import { breakAction, latestPunch, nextAction } from './next-action';

describe('nextAction', () => {
  it('starts with clock in', () => {
    expect(nextAction(latestPunch(null, []))).toBe('in');
  });
  it('follows the latest punch, wherever it is', () => {
    const server = { action: 'in' as const, at: 1000, queued: false };
    expect(nextAction(latestPunch(server, []))).toBe('out');
    const queuedOut = { action: 'out' as const, at: 2000, queued: true };
    expect(nextAction(latestPunch(server, [queuedOut]))).toBe('in');
    // A queued punch older than what the server already has does not win.
    expect(nextAction(latestPunch({ ...server, at: 3000 }, [queuedOut]))).toBe('out');
  });
});

describe('breakAction', () => {
  it('offers a break only while clocked in, and its end while on one', () => {
    const punch = (action: 'in' | 'out' | 'break_start' | 'break_end') => ({ action, at: 1000, queued: true });
    expect(breakAction(null)).toBeNull();
    expect(breakAction(punch('out'))).toBeNull();
    expect(breakAction(punch('in'))).toBe('break_start');
    expect(breakAction(punch('break_start'))).toBe('break_end');
    expect(breakAction(punch('break_end'))).toBe('break_start');
    // On a break, the big button still clocks out.
    expect(nextAction(punch('break_start'))).toBe('out');
  });
});
