import { paths } from './paths';

/** Where the player was going when the route guard sent them to log in. */
export type LoginRedirectState = { from: string };

/**
 * Where to go after a successful login: back to the screen the guard stopped, else home. Only
 * in-app paths are honoured (never another origin, never the auth screens themselves).
 */
export function returnPathAfterLogin(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return paths.home();
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  const authScreens: string[] = [paths.login(), paths.register(), paths.forget(), paths.trail()];
  return authScreens.includes(pathname) ? paths.home() : from;
}
