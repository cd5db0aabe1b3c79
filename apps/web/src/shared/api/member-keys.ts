import { sessionKeys } from './session-keys';

/**
 * Query keys of the member calls: one session's data, under its scope. Shared: the member info a
 * screen changes elsewhere (the cashier sets the payee name) must refresh where it is shown.
 */
export const memberKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'member'] as const,
  info: (token: string) => [...memberKeys.all(token), 'info'] as const,
};
