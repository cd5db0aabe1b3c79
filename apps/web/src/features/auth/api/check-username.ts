import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/** GET /wps/check/username: is this username still free? */
export async function checkUsernameAvailable(username: string): Promise<boolean> {
  const result = await call(routes.checkUsername, { query: { username: username.trim() } });
  return result.available;
}
