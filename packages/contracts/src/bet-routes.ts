import { get, named, send } from './routes';

const wps = '/wps';

/**
 * Bet records and lottery tickets (issue 14). The list and the detail (`betOrders`,
 * `betOrderDetail`) are rows of routes.ts; these are the rows added with lottery betting:
 * - the lottery ticket page's calls (ours, like the demo game's): the page holds the launch
 *   token, never the session token, so they are guest rows that resolve the launch;
 * - the spec's cancel of one open pick. It is a member row, not realMoney: a trial account's
 *   tickets are play money, and cancelling one moves only that.
 */
export const betRoutes = named({
  lotteryTicketState: get(`${wps}/game/lottery/state`, 'guest'),
  lotteryTicketPlace: send('POST', `${wps}/game/lottery/ticket`, 'guest', 'json'),
  betSubOrderCancel: send('POST', '/lgw/orders/suborders/cancel', 'member', 'json'),
});
