import { get, named } from './routes';

const wps = '/wps';

/**
 * Refer and earn (issue 14; spec section 2, /m/inviteFriends and /m/member/team): the member's
 * referral code and the friends who registered with it. The spec names the screens but no
 * calls; these paths are ours. Real-money accounts only: a trial account refers nobody.
 */
export const referralRoutes = named({
  /** The code (made on first read), the counters and what the member earned in total. */
  referralSummary: get(`${wps}/member/referral`, 'realMoney'),
  /** The friends who registered with the code, newest first, a page at a time. */
  referralFriends: get(`${wps}/member/referral/friends`, 'realMoney'),
});
