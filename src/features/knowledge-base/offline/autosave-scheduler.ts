// When the article form is written to the device: AUTOSAVE_DEBOUNCE_MS after the last change, and at
// once when the form loses focus, the tab is hidden or the page is being unloaded (nothing typed is
// lost when a tab closes). Writes never overlap: a change made while one is running is written after.

export const AUTOSAVE_DEBOUNCE_MS = 500;

export class AutosaveScheduler<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: { value: T } | null = null;
  private writing: { value: T } | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (value: T) => Promise<void>,
    private readonly delayMs = AUTOSAVE_DEBOUNCE_MS,
  ) {}

  /** A change: written once the form has been still for the delay. */
  schedule(value: T): void {
    this.pending = { value };
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Writes the waiting change now; resolves when it (and any write before it) is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.pending;
    this.pending = null;
    if (next) {
      this.writing = next;
      this.running = this.running
        .then(() => this.write(next.value))
        .catch(() => {})
        .finally(() => {
          if (this.writing === next) this.writing = null;
        });
    }
    return this.running;
  }

  /** Drops a waiting change (the form was saved or cancelled). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = null;
  }

  get hasPending(): boolean {
    return this.pending !== null;
  }

  /**
   * The newest change not yet known to be stored: waiting, or being written. A page that is going
   * away cannot wait for an asynchronous write to finish, so it keeps this copy synchronously.
   */
  get unsaved(): T | null {
    return (this.pending ?? this.writing)?.value ?? null;
  }
}
