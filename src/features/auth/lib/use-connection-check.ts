// The connection state of a screen that needs the network (signing in): offline as the browser
// says, or after a call failed for lack of a connection (the phone says it is online, nothing
// answers). "Try again" asks the server; when it answers, `onBack` clears the failed call and the
// screen is usable again. Going online (the browser's event) clears the notice by itself.
import { useState } from 'react';
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
