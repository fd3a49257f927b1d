// The editor's autosave: one create, then patches, 500 ms after the last change; changes during the
// create wait for it; a failure is reported once and the chart is sent again with the next change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DecisionChart } from '../../../../contract/flowchart';
import { ChartSaver, type ChartSaverOptions } from './chart-saver';

const chart = (label: string): DecisionChart => ({
  nodes: [{ id: 'node-1', type: 'processNode', position: { x: 0, y: 0 }, data: { label } }],
  edges: [],
});

function saver(overrides: Partial<ChartSaverOptions> = {}) {
  const calls: string[] = [];
  const options: ChartSaverOptions = {
    id: null,
    delayMs: 500,
    create: vi.fn(async (c: DecisionChart) => {
      calls.push(`create ${c.nodes[0]!.data.label}`);
      return { id: 7 };
    }),
    update: vi.fn(async (id: number, c: DecisionChart) => {
      calls.push(`update ${id} ${c.nodes[0]!.data.label}`);
    }),
    onCreated: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
  return { saver: new ChartSaver(options), calls, options };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ChartSaver', () => {
  it('saves 500 ms after the last change: one create, then patches of the newest chart', async () => {
    const { saver: s, calls, options } = saver();
    s.change(chart('a'));
    await vi.advanceTimersByTimeAsync(400);
    s.change(chart('b'));
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['create b']);
    expect(options.onCreated).toHaveBeenCalledWith(7);
    s.change(chart('c'));
    s.change(chart('d'));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual(['create b', 'update 7 d']);
  });

  it('patches a chart that already has an id', async () => {
    const { saver: s, calls } = saver({ id: 3 });
    s.change(chart('a'));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual(['update 3 a']);
  });

  it('a change made while the create is on its way becomes a patch after it', async () => {
    let finish: (value: { id: number }) => void = () => {};
    const create = vi.fn(() => new Promise<{ id: number }>((resolve) => (finish = resolve)));
    const { saver: s, calls, options } = saver({ create });
    s.change(chart('a'));
    await vi.advanceTimersByTimeAsync(500);
    s.change(chart('b'));
    await vi.advanceTimersByTimeAsync(500);
    expect(create).toHaveBeenCalledTimes(1);
    finish({ id: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['update 9 b']);
    expect(options.update).toHaveBeenCalledTimes(1);
  });

  it('reports a failure once and sends the chart again with the next change', async () => {
    const update = vi.fn().mockRejectedValue(new Error('offline'));
    const { saver: s, options } = saver({ id: 4, update });
    s.change(chart('a'));
    await vi.advanceTimersByTimeAsync(500);
    s.change(chart('b'));
    await vi.advanceTimersByTimeAsync(500);
    expect(options.onError).toHaveBeenCalledTimes(1);
    expect(options.onError).toHaveBeenCalledWith('update', expect.any(Error));
    expect(s.dirty).toBe(true);
    update.mockResolvedValue(undefined);
    await s.flush();
    expect(update).toHaveBeenLastCalledWith(4, chart('b'));
    expect(s.dirty).toBe(false);
  });

  it('flush sends at once what waits', async () => {
    const { saver: s, calls } = saver();
    s.change(chart('a'));
    await s.flush();
    expect(calls).toEqual(['create a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['create a']);
  });
});
