import { useState } from 'react';

/**
 * The latest defined value: while a query of a new key loads (a language change refetches the
 * lobby: vendor names and notices may change, game names do not), the lobby keeps showing what
 * it had instead of dropping back to skeletons, so the page neither flashes nor jumps.
 */
export function useKeepData<T>(data: T | undefined): T | undefined {
  const [kept, setKept] = useState(data);
  if (data !== undefined && data !== kept) setKept(data);
  return data ?? kept;
}
