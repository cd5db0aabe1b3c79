import type { FreePlayResult } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { apiRequest } from '@/shared/api/client';

/** POST /wps/session/login/freeplay with moduleId FREEPLAY3: a trial (type 4) session. */
export function loginFreePlay(): Promise<FreePlayResult> {
  return apiRequest<FreePlayResult>('POST', apiPaths.sessionFreePlay, {
    body: { moduleId: 'FREEPLAY3' },
  });
}
