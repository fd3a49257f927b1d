// The eviction plan: nothing under the cap; over it, the oldest first (courses and photos alike)
// until within the cap; everything offered when that is not enough.
import { describe, expect, it } from 'vitest';
import { evictionPlan, type Evictable } from './eviction-plan';

const course = (key: string, bytes: number, at: number): Evictable => ({ kind: 'course', key, bytes, at, label: key });
const photo = (key: string, bytes: number, at: number): Evictable => ({ kind: 'photo', key, bytes, at, label: '' });

describe('evictionPlan', () => {
  const items = [course('new', 40, 300), photo('p-old', 5, 100), course('old', 30, 200), photo('p-new', 5, 400)];

  it('removes nothing within the cap', () => {
    expect(evictionPlan(100, 100, items)).toEqual([]);
  });

  it('removes the oldest first, courses and photos alike, until within the cap', () => {
    expect(evictionPlan(120, 100, items).map((i) => i.key)).toEqual(['p-old', 'old']);
    expect(evictionPlan(104, 100, items).map((i) => i.key)).toEqual(['p-old']);
    expect(evictionPlan(140, 100, items).map((i) => i.key)).toEqual(['p-old', 'old', 'new']);
  });

  it('offers everything when even that is not enough, and never what it was not offered', () => {
    expect(evictionPlan(1000, 100, items).map((i) => i.key)).toEqual(['p-old', 'old', 'new', 'p-new']);
    expect(evictionPlan(1000, 100, [])).toEqual([]);
  });
});
