// Entry point: colour mode before the first paint; then the translations, the current screen's code
// and (signed in) the cached server data, all at once; then one render of the app. Until then the
// page shows the static frame of index.html. Rendering earlier would only show a spinner and
// render the tree again (and again) as each piece arrives: work a slow phone's main thread feels.
// The start-up work runs as three tasks (this module's code, the design system, the render) with
// the browser free to paint and answer input between them, rather than one long task; the render
// itself is a transition, which React renders in slices of a few milliseconds, yielding between
// them (the frame of index.html stays on screen until the first screen is committed).
// First: zod must not try eval under the Content-Security-Policy, whatever loads it later.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getSession } from './api/session';
import { AppProvider } from './app/provider';
import { restoreQueryCache } from './app/query-provider';
import { AppRoutes, preloadRoutes } from './app/router';
import { initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { getSystem } from './ui/system';
import { initColorMode } from './ui/theme';

initColorMode();

const queryClient = createQueryClient();
const session = getSession();

// Each piece settles on its own failure too: the app then renders and shows what went wrong (a
// failed chunk reaches the route error screen, missing translations fall back to English).
const ready = Promise.allSettled([
  initI18n(),
  preloadRoutes(window.location),
  session ? restoreQueryCache(queryClient, session) : null,
]);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void ready.then(async () => {
  await nextTask();
  getSystem();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProvider queryClient={queryClient}>
            <AppRoutes />
          </AppProvider>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
