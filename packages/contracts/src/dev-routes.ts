import { get, named, send } from './routes';

/**
 * The endpoint table's development rows (`/__dev/...`, registered outside production only):
 * tests and developers change operator settings and content, and read the demo outbox, through
 * them. A module of their own so the web app's bundle, which imports routes.ts, never carries
 * them; endpoints.ts joins both.
 */
export const devRoutes = named({
  devOperatorSettings: send('PATCH', '/__dev/operator-settings', 'guest', 'json'),
  devOperatorSettingsReset: send('POST', '/__dev/operator-settings/reset', 'guest', 'none'),
  devOutbox: get('/__dev/outbox', 'guest'),
  devContentAnnouncementAdd: send('POST', '/__dev/content/announcements', 'guest', 'json'),
  devContentAnnouncementRemove: send('DELETE', '/__dev/content/announcements/:id', 'guest', 'none'),
  devContentHelpItemAdd: send('POST', '/__dev/content/help-items', 'guest', 'json'),
  devContentHelpItemRemove: send('DELETE', '/__dev/content/help-items/:id', 'guest', 'none'),
  /** The server's test clock: move it ahead (a check-in tomorrow, a rain session now). */
  devClock: send('PUT', '/__dev/clock', 'guest', 'json'),
  /** Runs the agent centre's due payouts now (rebates, contract periods) instead of waiting. */
  devAgentJobs: send('POST', '/__dev/agent-jobs', 'guest', 'none'),
  /** Safer gambling's e2e: a member's reality check every N seconds instead of minutes. */
  devRealityCheckSeconds: send('PUT', '/__dev/reality-check-seconds', 'guest', 'json'),
  /** Every scheduled job once, as the timers of main.ts would run them (issue 20). */
  devJobs: send('POST', '/__dev/jobs', 'guest', 'none'),
});
