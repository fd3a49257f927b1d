// Entry point: colour mode before the first paint, translations, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { initColorMode } from './ui/theme';

initColorMode();
void initI18n();

const router = createRouter();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} onSessionExpired={() => void router.navigate('/auth/signin')}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
