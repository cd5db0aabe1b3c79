/** Leaves the app for another page in this tab (the chat page); a module of its own for tests. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
