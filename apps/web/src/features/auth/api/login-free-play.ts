import type { FreePlayResult } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/** POST /wps/session/login/freeplay with moduleId FREEPLAY3: a trial (type 4) session. */
export function loginFreePlay(): Promise<FreePlayResult> {
  return call(routes.sessionFreePlay, { body: { moduleId: 'FREEPLAY3' } });
}
