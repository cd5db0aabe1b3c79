import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp, createQueryClient } from './app/app';
import { applyTheme, readStoredTheme } from './lib/theme';
import './styles.css';

// The theme before the first paint (no inline script is allowed by the CSP, so it is here).
applyTheme(readStoredTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp queryClient={createQueryClient()} />
  </StrictMode>,
);
