import { get, named, send } from './routes';

const base = '/wps/member/saferGambling';

/**
 * Safer gambling's rows (issue 18; beyond the spec, which has none): limits, reality checks,
 * time-out, self-exclusion and the account history. All ours. A module of its own so only the
 * safer-gambling screens, the game frame and the deposit screen load it.
 *
 * Time-out and self-exclusion are taken with the login password (encrypted, like passwords):
 * they cannot be undone early, so a tap alone must not take them.
 */
export const saferGamblingRoutes = named({
  /** Guests too: which tools the operator offers, and where to find help (support links, 18+). */
  saferGamblingInfo: get(`${base}/info`, 'guest'),
  /** The member's limits (in force, pending, used), reality check, break and net position. */
  saferGambling: get(base, 'realMoney'),
  /** Sets, lowers, raises or removes one deposit limit (raising and removing wait 24 hours). */
  saferGamblingDepositLimit: send('PUT', `${base}/depositLimit`, 'realMoney', 'json'),
  /** The same for a loss limit. */
  saferGamblingLossLimit: send('PUT', `${base}/lossLimit`, 'realMoney', 'json'),
  /** Sets, shortens, lengthens or removes the session limit (lengthening and removing wait 24 hours). */
  saferGamblingSessionLimit: send('PUT', `${base}/sessionLimit`, 'realMoney', 'json'),
  /** Chooses the reality check's interval. */
  saferGamblingRealityCheck: send('PUT', `${base}/realityCheck`, 'realMoney', 'json'),
  /** Takes a break at once (login password, encrypted); it cannot be ended early. */
  saferGamblingTimeOut: send('POST', `${base}/timeOut`, 'realMoney', 'encrypted'),
  /** Self-excludes at once (login password, encrypted); no one can end it early. */
  saferGamblingSelfExclusion: send('POST', `${base}/selfExclusion`, 'realMoney', 'encrypted'),
  /** The tools were shown once after registration: do not show them again. */
  saferGamblingIntroSeen: send('POST', `${base}/introSeen`, 'realMoney', 'none'),
  /** The running play session: its length, net win or loss, and when the next reality check is due. */
  playSession: get(`${base}/playSession`, 'realMoney'),
  /** The member's answer to a reality check: continue (the next one is scheduled) or stop. */
  realityCheckAnswer: send('POST', `${base}/playSession/realityCheck`, 'realMoney', 'json'),
  /** Deposits, withdrawals, rounds and bonuses in a date range, newest first, paged. */
  accountHistory: get('/wps/member/accountHistory', 'realMoney'),
  /** The same range as a CSV file (text/csv, not the JSON envelope). */
  accountHistoryCsv: get('/wps/member/accountHistory.csv', 'realMoney'),
});
