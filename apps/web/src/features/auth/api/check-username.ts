import { apiPaths } from '@app/contracts/api-paths';
import { apiGet } from '@/shared/api/client';

/** GET /wps/check/username: is this username still free? */
export async function checkUsernameAvailable(username: string): Promise<boolean> {
  const result = await apiGet<{ available: boolean }>(apiPaths.checkUsername, {
    username: username.trim(),
  });
  return result.available;
}
