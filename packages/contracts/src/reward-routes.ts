import { get, named, send } from './routes';

const wps = '/wps';

/**
 * Rewards (issue 16; spec sections 2 /m/rewardCenter and /m/redRain, 4 status labels). The spec
 * names the screens and the labels but no calls; these paths are ours. Real-money accounts only:
 * a trial account's play money earns no rewards (free_reject). Schemas in rewards.ts.
 *
 * rewardSummary is the footer dot's call: a module of its own row so the home page's bundle,
 * which needs only that, never carries the rest.
 */
export const rewardRoutes = named({
  /** Every reward the member can take part in, with its state and action (the reward centre). */
  rewardCentre: get(`${wps}/rewards`, 'realMoney'),
  /** How many rewards can be claimed now: the footer's promotion dot. */
  rewardSummary: get(`${wps}/rewards/summary`, 'realMoney'),
  /** Claim an item by its key: paid at once, or APPLYING when the promotion needs approval. */
  rewardClaim: send('POST', `${wps}/rewards/claim`, 'realMoney', 'json'),
  /** Today's check-in: the day's reward, once a day. */
  rewardCheckIn: send('POST', `${wps}/rewards/check-in`, 'realMoney', 'none'),
  /** Give up a bonus under wagering: the bonus money left is removed and the lock ends. */
  bonusForfeit: send('POST', `${wps}/rewards/bonuses/:id/forfeit`, 'realMoney', 'none'),
  /** The rain now and next, and what the member opened in it. */
  redRainState: get(`${wps}/rewards/red-rain`, 'realMoney'),
  /** Open one envelope of a running session: the server draws the amount from the pool. */
  redRainOpen: send('POST', `${wps}/rewards/red-rain/:sessionId/open`, 'realMoney', 'json'),
});
