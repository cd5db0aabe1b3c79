import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import en from '@/locales/en.json';
import { initI18n } from '@/shared/i18n/i18n';

// Component tests run in English so they can query by the English text and names.
beforeAll(async () => {
  await initI18n('en', en);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout, so it does not implement scrolling; the shell scrolls on every navigation.
window.scrollTo = () => undefined;
