import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp, createQueryClient } from './app/app';
import { applyTheme, readStoredTheme } from './lib/theme';
// Khmer content (announcements, help, inbox messages) must read in the console too; the
// font's CSS has a Khmer unicode-range, so it downloads only when Khmer text is on screen.
import '@fontsource/noto-sans-khmer/khmer-400.css';
import '@fontsource/noto-sans-khmer/khmer-700.css';
import './styles.css';

// The theme before the first paint (no inline script is allowed by the CSP, so it is here).
applyTheme(readStoredTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp queryClient={createQueryClient()} />
  </StrictMode>,
);
