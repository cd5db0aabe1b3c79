import { named, send } from './routes';

const wps = '/wps';

/**
 * The member's own profile edits added in issue 14 (my account). Zod-free and outside routes.ts
 * so the home page's route table does not carry them; the schemas are in profile.ts.
 */
export const profileRoutes = named({
  /** Ours (the spec's /info/* family has no birthday call): set once, YYYY-MM-DD. */
  memberInfoBirthday: send('POST', `${wps}/member/info/birthday`, 'realMoney', 'json'),
});
