/**
 * Whether the player closed the invite banner during this visit (this tab's session storage,
 * decision 0022). Read by the skeleton too, so the banner's place is held only when it will show.
 */
const inviteClosedKey = 'lobby.inviteBannerClosed';

export function readInviteClosed(): boolean {
  try {
    return sessionStorage.getItem(inviteClosedKey) === '1';
  } catch {
    return false;
  }
}

export function rememberInviteClosed(): void {
  try {
    sessionStorage.setItem(inviteClosedKey, '1');
  } catch {
    // Storage blocked: it stays closed until the page reloads.
  }
}
