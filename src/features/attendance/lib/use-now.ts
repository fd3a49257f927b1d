// The current time for a render, moving on every minute: "current" and "next" shift change while
// the screen stays open, and a render stays pure (the time is state, not read during render).
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
