// readableTextOn picks the text colour with more contrast on an admin-chosen badge colour.
import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it.each([
    ['#10b981', '#000000'], // emerald: white was 2.5:1
    ['#f59e0b', '#000000'], // amber: white was 2.1:1
    ['#0cb2fc', '#000000'], // sky
    ['#1e3a8a', '#ffffff'], // dark blue
    ['#000', '#ffffff'],
    ['#FFF', '#000000'],
  ])('on %s uses %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('falls back to white for a colour it cannot read', () => {
    expect(readableTextOn('rebeccapurple')).toBe('#ffffff');
    expect(readableTextOn('')).toBe('#ffffff');
  });
});
