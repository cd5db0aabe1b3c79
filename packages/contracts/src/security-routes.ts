import { get, named, send } from './routes';

const wps = '/wps';
const security = `${wps}/member/security`;

/**
 * The security centre's rows (issue 14; spec section 7, Member and wallet: /securityConfig,
 * /securityQuestions, /customerSecurityQuestions). The spec names those three paths; the
 * two-factor, login-history and active-session paths (under /wps/member/security) and the second
 * login step are ours. Codes and answers travel encrypted, like passwords.
 */
export const securityRoutes = named({
  /** What the member has set up: payment password, bank cards, questions, two-factor login. */
  securityConfig: get(`${wps}/member/securityConfig`, 'realMoney'),

  /** Starts (or restarts) enrolment: a new secret, its otpauth URI and a QR code as SVG. */
  twoFactorEnrol: send('POST', `${security}/twoFactor/enrol`, 'realMoney', 'none'),
  /** The first code from the authenticator turns two-factor login on; answers recovery codes. */
  twoFactorConfirm: send('POST', `${security}/twoFactor/confirm`, 'realMoney', 'encrypted'),
  /** Turns two-factor login off with a current code or a recovery code. */
  twoFactorDisable: send('POST', `${security}/twoFactor/disable`, 'realMoney', 'encrypted'),
  /** New recovery codes (the old ones stop working), with a current code or a recovery code. */
  twoFactorRecoveryCodes: send(
    'POST',
    `${security}/twoFactor/recoveryCodes`,
    'realMoney',
    'encrypted',
  ),
  /** The second login step: the challenge from the password step and a code; starts the session. */
  sessionLoginTwoFactor: send('POST', `${wps}/session/login/twoFactor`, 'guest', 'encrypted'),

  /** Login attempts on the account in the last 90 days, newest first. */
  loginHistory: get(`${security}/loginHistory`, 'realMoney'),

  /** The member's live sessions; `current` marks the caller's. */
  activeSessions: get(`${security}/sessions`, 'member'),
  /** Ends one of the member's other sessions. */
  activeSessionEnd: send('DELETE', `${security}/sessions/:id`, 'member', 'none'),
  /** "Log out of other devices": ends every session of the member but the caller's. */
  activeSessionsEndOthers: send('POST', `${security}/sessions/endOthers`, 'member', 'none'),

  /** The questions a member may choose, in the request's language. */
  securityQuestions: get(`${wps}/member/securityQuestions`, 'realMoney'),
  /** Which questions the member has answered (never the answers). */
  customerSecurityQuestions: get(`${wps}/member/customerSecurityQuestions`, 'realMoney'),
  /** Sets 2 or 3 questions and answers (replacing any before), with the login password. */
  customerSecurityQuestionsSet: send(
    'POST',
    `${wps}/member/customerSecurityQuestions`,
    'realMoney',
    'encrypted',
  ),
});
