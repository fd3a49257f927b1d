// The connection state of a screen that needs the network (signing in, loading the signed-in user):
// offline as the browser says, or after a call failed for lack of a connection (the phone says it
// is online, nothing answers). "Try again" asks the server; when it answers, `onBack` clears the
// failed call (or makes it again) and the screen goes on. The browser going online does the same
// by itself: nothing else would retry a call that already failed (TanStack Query's online manager
// starts out "online" and sees no change when the browser, offline from the start, comes back).
import { useEffect, useRef, useState } from 'react';
import { serverAnswers } from '../../../api/reachability';
import { useOnline } from '../../../lib/use-online';

export interface ConnectionCheck {
  /** Show the offline notice. */
  offline: boolean;
  /** A "Try again" is asking the server. */
  checking: boolean;
  /** The last "Try again" found no connection. */
  stillOffline: boolean;
  retry: () => Promise<void>;
}

export function useConnectionCheck(failedForNetwork: boolean, onBack: () => void): ConnectionCheck {
  const online = useOnline();
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const offline = !online || failedForNetwork;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onBack();
    wasOnline.current = online;
  }, [online, onBack]);

  const retry = async () => {
    setChecking(true);
    try {
      const back = await serverAnswers();
      setStillOffline(!back);
      if (back) onBack();
    } finally {
      setChecking(false);
    }
  };

  return { offline, checking, stillOffline: offline && stillOffline, retry };
}
