// The editor's autosave (spec knowledge-base §4, §9): 500 ms after the last change the chart is
// saved; the first save creates it and keeps its id, every later one patches it. One request at a
// time, so a change made while the create is on its way becomes a patch after it, never a second
// create. A failed save keeps the chart to send with the next change (or flush()) and reports the
// failure once until a save succeeds again, so a flaky network does not stack up error toasts.
import type { DecisionChart } from '../../../../contract/flowchart';

export interface ChartSaverHandlers {
  create: (chart: DecisionChart) => Promise<{ id: number }>;
  update: (id: number, chart: DecisionChart) => Promise<unknown>;
  onCreated: (id: number) => void;
  onError: (kind: 'create' | 'update', error: unknown) => void;
}

export interface ChartSaverOptions extends ChartSaverHandlers {
  id: number | null;
  delayMs: number;
}

export class ChartSaver {
  private id: number | null;
  private pending: DecisionChart | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  private failing = false;

  constructor(private options: ChartSaverOptions) {
    this.id = options.id;
  }

  /** Replaces the calls and callbacks (a component gives its latest ones after each render). */
  use(handlers: ChartSaverHandlers): void {
    this.options = { ...this.options, ...handlers };
  }

  /** The chart changed: save it once no other change has come for the delay. */
  change(chart: DecisionChart): void {
    this.pending = chart;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
  }

  /** Whether a change waits for its save (or for a save on its way). */
  get dirty(): boolean {
    return this.pending !== null || this.sending !== null;
  }

  /** Saves what waits now (leaving the page, hiding the tab); resolves once it is sent. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.sending) await this.sending;
    const chart = this.pending;
    if (!chart) return;
    this.pending = null;
    this.sending = this.send(chart);
    try {
      await this.sending;
    } finally {
      this.sending = null;
    }
  }

  private async send(chart: DecisionChart): Promise<void> {
    const kind = this.id === null ? 'create' : 'update';
    try {
      if (this.id === null) {
        const created = await this.options.create(chart);
        this.id = created.id;
        this.options.onCreated(created.id);
      } else {
        await this.options.update(this.id, chart);
      }
      this.failing = false;
    } catch (error) {
      // Kept for the next attempt unless a newer chart is already waiting.
      this.pending ??= chart;
      if (!this.failing) this.options.onError(kind, error);
      this.failing = true;
    }
  }
}
