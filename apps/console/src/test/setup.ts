import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { FakeSocket } from './fake-socket';

// No network sockets in tests: live chat's socket is a fake the chat tests drive.
globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;

afterEach(() => {
  cleanup();
  FakeSocket.reset();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

// jsdom has <dialog> without its methods: showModal and close set `open` and fire `close`,
// which is all the console relies on (Chromium does the rest: top layer, inert page, focus).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
