import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { settingsQueryOptions } from '@/shared/api/get-consolidated-settings';
import { statusQueryOptions } from '@/shared/api/get-status';
import { createQueryClient } from '@/shared/api/query-client';
import { initI18n, initialLanguage } from '@/shared/i18n/i18n';
import { applyTheme, readStoredTheme } from '@/shared/lib/theme-store';
import { whenIdle } from '@/shared/lib/when-idle';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { StatusGate } from './app/status-gate';

applyTheme(readStoredTheme());

const queryClient = createQueryClient();
const language = initialLanguage();
// Start the status and settings requests while the language catalogue loads.
void queryClient.prefetchQuery(statusQueryOptions());
void queryClient.prefetchQuery(settingsQueryOptions(language));

void initI18n(language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StatusGate>
          <AppRouter />
        </StatusGate>
      </Providers>
    </StrictMode>,
  );
});

// The service worker (offline shell, decision 0045) and the "updated" toast: once the page has
// loaded and gone idle, from a chunk of their own, so they never compete with the first screen.
// This module's URL names the running version (its file name carries the build's content hash).
const version = import.meta.url;
whenIdle(() => {
  import('./app/service-worker/register-service-worker')
    .then((m) => m.registerServiceWorker(version))
    // Its chunk did not load (offline before the worker was installed): next visit.
    .catch(() => undefined);
});
