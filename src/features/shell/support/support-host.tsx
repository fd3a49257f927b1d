// Mounted once for the whole app: listens for support prompts (crash screen, rage clicks, a user
// asking) and shows the support panel, whose code loads on the first prompt only.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onSupportPrompt, type SupportReason } from '../../../lib/support';
import { useRageClick } from './use-rage-click';

const SupportDrawer = lazy(() => import('./support-drawer').then((m) => ({ default: m.SupportDrawer })));

/** `messageForm`: the support feature's form, composed in by src/app (lazy, loaded with the panel). */
export function SupportHost({ messageForm }: { messageForm?: ComponentType<{ reason: SupportReason }> }) {
  useRageClick();
  const [state, setState] = useState<{ open: boolean; reason: SupportReason } | null>(null);
  useEffect(() => onSupportPrompt(({ reason }) => setState({ open: true, reason })), []);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <SupportDrawer
        open={state.open}
        reason={state.reason}
        messageForm={messageForm}
        onOpenChange={(open) => setState((s) => (s ? { ...s, open } : s))}
      />
    </Suspense>
  );
}
