// Entry point: colour mode before the first paint, translations, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoutes } from './app/router';
import { initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { initColorMode } from './ui/theme';

initColorMode();
void initI18n();
// The screen's code downloads while the translations do, not after them.
preloadRoutes(window.location);

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProvider queryClient={queryClient}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  </StrictMode>,
);
