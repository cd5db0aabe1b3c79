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
// Field data (issue 19, decision 0044): the page the view landed on, measured once the page has
// loaded and gone idle, so the reporter and web-vitals stay off the first load's critical path.
const landingPath = location.pathname;
whenIdle(() => {
  import('@/shared/lib/field-vitals')
    .then(({ startFieldVitals }) => startFieldVitals(landingPath))
    .catch(() => undefined);
});

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
