// A job the server runs itself: one round at once and then every `intervalMs`. Rounds never
// overlap (a slow round makes the next tick skip), a failed round is reported and the next one
// tries again, and the timer keeps no process alive. The returned function stops the job and waits
// for a round in progress. Table upkeep, the company purge and e-mail delivery run this way.
export function startPeriodicJob(
  round: () => Promise<unknown>,
  { intervalMs, onError }: { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = round()
      .then(() => undefined, onError)
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
