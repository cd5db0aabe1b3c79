import type { OperatorRole } from './operator';
import { named, send, type HttpMethod, type BodyKind } from './routes';

/**
 * The operator console's rows of the endpoint table (issue 12, decision 0035), scope `operator`,
 * under /ops/api. Zod-free: the console imports it for paths and to hide what a role cannot do;
 * the server enforces `access` on every call:
 * - signIn: no operator session yet (the password step; the second factor needs the pending
 *   session the password step set);
 * - any: any signed-in operator;
 * - a list of roles: only those (admin is always among them: admin may do everything).
 * The player app never imports this file.
 */
export type OpsAccess = 'signIn' | 'any' | readonly OperatorRole[];

const ops = '/ops/api';
const row = <M extends HttpMethod, B extends BodyKind, A extends OpsAccess>(
  method: M,
  path: string,
  encoding: B,
  access: A,
) => ({ ...send(method, `${ops}${path}`, 'operator', encoding), access });

const membersRead = ['admin', 'finance', 'support'] as const;
/** The cash desk is finance's (issue 13). */
const cashDesk = ['admin', 'finance'] as const;
/** Members' feedback is support's (issue 14). */
const feedbackDesk = ['admin', 'support'] as const;
/** Identity documents and members' uploads are support's (issue 14). */
const kycReview = ['admin', 'support'] as const;
/** The inbox and live chat are support's (issue 15). */
const supportDesk = ['admin', 'support'] as const;
/** Rewards that need approval, and the bonuses' rules, are finance's (issue 16). */
const rewardDesk = ['admin', 'finance'] as const;
/** Field data (issue 19): how fast the site is for players, for whoever shapes the pages. */
const fieldData = ['admin', 'content'] as const;

export const opsRoutes = named({
  opsLogin: row('POST', '/session/login', 'json', 'signIn'),
  opsSecondFactor: row('POST', '/session/second-factor', 'json', 'signIn'),
  opsSession: row('GET', '/session', 'none', 'any'),
  opsLogout: row('DELETE', '/session', 'none', 'any'),
  opsDashboard: row('GET', '/dashboard', 'none', 'any'),
  opsMembers: row('GET', '/members', 'none', membersRead),
  opsMember: row('GET', '/members/:id', 'none', membersRead),
  opsMemberLedger: row('GET', '/members/:id/ledger', 'none', membersRead),
  opsMemberBets: row('GET', '/members/:id/bets', 'none', membersRead),
  /** Safer gambling (issue 18): read-only for everyone; no one lifts an exclusion early. */
  opsMemberProtections: row('GET', '/members/:id/protections', 'none', membersRead),
  /** Support is read-only on members (issue 12), so locking is the admin's. */
  opsMemberLock: row('POST', '/members/:id/lock', 'json', ['admin']),
  opsMemberAdjust: row('POST', '/members/:id/adjustments', 'json', ['admin', 'finance']),
  /** Move an account and its team under another upline (issue 17): the admin's. */
  opsMemberMoveUpline: row('POST', '/members/:id/upline', 'json', ['admin']),
  opsAudit: row('GET', '/audit', 'none', ['admin']),
  opsSettings: row('GET', '/settings', 'none', ['admin']),
  opsSettingsUpdate: row('PATCH', '/settings', 'json', ['admin']),
  opsOperators: row('GET', '/operators', 'none', ['admin']),
  opsOperatorCreate: row('POST', '/operators', 'json', ['admin']),
  opsOperatorUpdate: row('PATCH', '/operators/:id', 'json', ['admin']),
  opsOperatorResetAuthenticator: row('POST', '/operators/:id/reset-authenticator', 'json', [
    'admin',
  ]),
  opsAnnouncements: row('GET', '/content/announcements', 'none', ['admin', 'content']),
  opsAnnouncement: row('GET', '/content/announcements/:id', 'none', ['admin', 'content']),
  opsAnnouncementCreate: row('POST', '/content/announcements', 'json', ['admin', 'content']),
  opsAnnouncementUpdate: row('PUT', '/content/announcements/:id', 'json', ['admin', 'content']),
  opsHelpItems: row('GET', '/content/help-items', 'none', ['admin', 'content']),
  opsHelpItemSave: row('PUT', '/content/help-items/:slug', 'json', ['admin', 'content']),
  opsHelpItemDelete: row('DELETE', '/content/help-items/:slug', 'none', ['admin', 'content']),
  opsCashDesk: row('GET', '/cash-desk', 'none', cashDesk),
  opsDepositApprove: row('POST', '/cash-desk/deposits/:id/approve', 'json', cashDesk),
  opsDepositReject: row('POST', '/cash-desk/deposits/:id/reject', 'json', cashDesk),
  opsWithdrawalApprove: row('POST', '/cash-desk/withdrawals/:id/approve', 'json', cashDesk),
  opsWithdrawalReject: row('POST', '/cash-desk/withdrawals/:id/reject', 'json', cashDesk),
  opsWithdrawalPay: row('POST', '/cash-desk/withdrawals/:id/pay', 'json', cashDesk),
  opsTokens: row('GET', '/tokens', 'none', ['admin']),
  opsTokenCreate: row('POST', '/tokens', 'json', ['admin']),
  opsTokenRevoke: row('DELETE', '/tokens/:id', 'none', ['admin']),
  // Feedback (issue 14): support reads members' feedback and marks it handled. Served by the
  // feedback area (area 'feedback' in feedback.ts's schemas, scope operator).
  opsFeedbackList: row('GET', '/feedback', 'none', feedbackDesk),
  opsFeedback: row('GET', '/feedback/:id', 'none', feedbackDesk),
  opsFeedbackHandle: row('POST', '/feedback/:id/handle', 'json', feedbackDesk),

  // ---------------------------------------------------------------- identity verification (issue 14)
  /** Support reviews members' identity documents (finance and content do not see them). */
  opsKycList: row('GET', '/kyc', 'none', kycReview),
  opsKyc: row('GET', '/kyc/:id', 'none', kycReview),
  opsKycApprove: row('POST', '/kyc/:id/approve', 'json', kycReview),
  opsKycReject: row('POST', '/kyc/:id/reject', 'json', kycReview),
  /** A member's uploaded image (identity documents, feedback images): the bytes, not an envelope. */
  opsFile: row('GET', '/files/:fileId', 'none', kycReview),

  // ---------------------------------------------------------------- inbox and live chat (issue 15)
  // Served by the messages area (area 'messages' in messages.ts's schemas). The console's chat
  // socket is /ops/api/chat/socket (message-constants.ts), with the same access as these rows.
  opsInboxList: row('GET', '/inbox', 'none', supportDesk),
  opsInboxSend: row('POST', '/inbox', 'json', supportDesk),
  /** The sanitised HTML a message would show, for the compose form's preview. */
  opsInboxPreview: row('POST', '/inbox/preview', 'json', supportDesk),
  opsChatConversations: row('GET', '/chat/conversations', 'none', supportDesk),
  opsChatConversation: row('GET', '/chat/conversations/:id', 'none', supportDesk),
  opsChatReply: row('POST', '/chat/conversations/:id/messages', 'json', supportDesk),
  opsChatRead: row('POST', '/chat/conversations/:id/read', 'json', supportDesk),
  opsChatClaim: row('POST', '/chat/conversations/:id/claim', 'none', supportDesk),
  opsChatTransfer: row('POST', '/chat/conversations/:id/transfer', 'json', supportDesk),
  opsChatClose: row('POST', '/chat/conversations/:id/close', 'none', supportDesk),
  /** Who is on duty (for transfers) and whether this operator is. */
  opsChatDuty: row('GET', '/chat/duty', 'none', supportDesk),
  opsChatDutySet: row('POST', '/chat/duty', 'json', supportDesk),

  // ---------------------------------------------------------------- rewards (issue 16)
  // Served by the rewards area (area 'rewards' in rewards.ts's schemas).
  opsRewardClaims: row('GET', '/rewards/claims', 'none', rewardDesk),
  opsRewardClaimApprove: row('POST', '/rewards/claims/:id/approve', 'none', rewardDesk),
  opsRewardClaimReject: row('POST', '/rewards/claims/:id/reject', 'json', rewardDesk),
  opsDepositPromotions: row('GET', '/rewards/deposit-promotions', 'none', rewardDesk),
  opsDepositPromotionUpdate: row('PATCH', '/rewards/deposit-promotions/:id', 'json', rewardDesk),
  /** Starts a red envelope rain now (demos, live events); while one runs, answers that one. */
  opsRedRainStart: row('POST', '/rewards/red-rain/sessions', 'json', rewardDesk),

  // ---------------------------------------------------------------- field data (issue 19)
  /** The p75 of the Core Web Vitals per page (decision 0044); served by the vitals area. */
  opsFieldVitals: row('GET', '/field-vitals', 'none', fieldData),
});

export type OpsRouteName = keyof typeof opsRoutes;
