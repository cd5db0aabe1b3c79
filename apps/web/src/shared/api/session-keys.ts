/**
 * Query keys of data that belongs to one session (member info, wallet, trial user, unread
 * counts). Keyed by the token, so a new login never sees the last player's data, and logout
 * removes them all through `sessionKeys.all`.
 */
export const sessionKeys = {
  all: ['session'] as const,
  scope: (token: string) => [...sessionKeys.all, token] as const,
};
