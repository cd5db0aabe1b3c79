import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import en from '@/locales/en.json';
import { initI18n } from '@/shared/i18n/i18n';
import { htmlSanitiserReady } from '@/shared/ui/html-content';

// findBy/waitFor wait up to 5 s (Testing Library's default is 1 s): a loaded 2-core CI runner
// can take longer than that to render a lazy screen, and a person would wait too.
configure({ asyncUtilTimeout: 5000 });

// Component tests run in English so they can query by the English text and names.
beforeAll(async () => {
  await initI18n('en', en);
  // jsdom has no HTML Sanitizer API: the real DOMPurify chunk loads first, as in such a browser.
  await htmlSanitiserReady;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout, so it does not implement scrolling; the shell scrolls on every navigation.
window.scrollTo = () => undefined;

// jsdom has <dialog> but not its methods. A stand-in for what the app relies on: showModal()
// and close() set `open` (jsdom's stylesheet hides a dialog without it) and fire `close`, and
// Escape asks the top modal dialog with a cancelable `cancel` first. The browser's top layer,
// inert page and focus moves are not imitated (the end-to-end tests check them in Chromium).
const modalDialogs: HTMLDialogElement[] = [];
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  modalDialogs.push(this);
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  const index = modalDialogs.indexOf(this);
  if (index >= 0) modalDialogs.splice(index, 1);
  setTimeout(() => this.dispatchEvent(new Event('close')));
};
document.addEventListener('keydown', (event) => {
  const top = modalDialogs.findLast((d) => d.isConnected && d.open);
  if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
