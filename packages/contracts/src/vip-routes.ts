import { get, named } from './routes';

const wps = '/wps';

/**
 * VIP (issue 14): the levels and the member's standing, for the VIP screen (/m/member/benefits)
 * and the member centre. The spec names the screen but no call; the path is ours. Reading it
 * recomputes the member's level from the ledger and the bet records (the level is derived).
 */
export const vipRoutes = named({
  memberVip: get(`${wps}/member/vip`, 'member'),
});
