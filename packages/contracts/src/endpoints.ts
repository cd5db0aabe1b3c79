import { z } from 'zod';
import {
  affiliateCheckQuerySchema,
  affiliateCheckSchema,
  captchaSchema,
  changePasswordSchema,
  doneSchema,
  emailEditSchema,
  forgotByEmailSchema,
  freePlayRequestSchema,
  freePlayResultSchema,
  iconEditSchema,
  iconListSchema,
  loginPayloadSchema,
  loginAnswerSchema,
  loginResultSchema,
  memberInfoSchema,
  nicknameEditSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  payeeNameEditSchema,
  publicKeySchema,
  registerPayloadSchema,
  registrationSettingsSchema,
  resetByEmailSchema,
  sessionRenewalSchema,
  setPasswordByPhoneSchema,
  smsRequestSchema,
  smsResultSchema,
  trialUserSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
  walletSchema,
  type ModuleId,
} from './account';
import {
  announcementListSchema,
  announcementsQuerySchema,
  markAnnouncementReadResultSchema,
  markAnnouncementReadSchema,
} from './announcements';
import {
  betOrderDetailQuerySchema,
  betOrderDetailSchema,
  betOrdersQuerySchema,
  betOrdersSchema,
} from './bets';
import {
  demoSpinBodySchema,
  demoSpinResultSchema,
  demoStateQuerySchema,
  demoStateSchema,
} from './demo-game';
import {
  devAnnouncementIdParamsSchema,
  devAnnouncementSchema,
  devHelpItemIdParamsSchema,
  devHelpItemSchema,
} from './dev-content';
import {
  favouriteBodySchema,
  favouriteChangeSchema,
  favouriteIdsQuerySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  gameListQuerySchema,
  gameListResponseSchema,
  hotGamesQuerySchema,
  hotGamesResponseSchema,
  launchBodySchema,
  launchResultSchema,
  rankListQuerySchema,
  rankListSchema,
  recentAddBodySchema,
  recentListQuerySchema,
  vendorListSchema,
  vendorTypesQuerySchema,
} from './games';
import {
  lotteryGameListSchema,
  lotteryGamesQuerySchema,
  lotteryMenuQuerySchema,
  lotteryMenuSchema,
  lotteryRecentQuerySchema,
  openNumeroListSchema,
  openNumeroQuerySchema,
  openNumeroSchema,
  openNumerosQuerySchema,
} from './lottery';
import {
  acceptPromoBodySchema,
  acceptPromoResultSchema,
  bankCardAddSchema,
  bankCardListSchema,
  bankCardParamsSchema,
  bankCardRemovedSchema,
  bankCardSchema,
  cashierReportQuerySchema,
  depositCreateBodySchema,
  depositCreatedSchema,
  depositMethodsQuerySchema,
  depositMethodsSchema,
  depositParamsSchema,
  depositPromoListSchema,
  depositPromosQuerySchema,
  depositQuerySchema,
  depositReportSchema,
  depositSchema,
  depositTransferBodySchema,
  hasWithdrawalPasswordSchema,
  memberTransactionPageSchema,
  memberTransactionsQuerySchema,
  paymentPasswordResetSchema,
  paymentPasswordSetSchema,
  smsSentSchema,
  txCodeListQuerySchema,
  txCodeListSchema,
  walletTransferBodySchema,
  walletTransferResultSchema,
  withdrawalSchema,
  withdrawBodySchema,
  withdrawInfoQuerySchema,
  withdrawInfoSchema,
  withdrawReportSchema,
} from './cashier';
import {
  cashDeskNoteBodySchema,
  cashDeskPageSchema,
  cashDeskParamsSchema,
  cashDeskQuerySchema,
  cashDeskRejectBodySchema,
  cashDeskRowSchema,
} from './cash-desk';
import { cashierRoutes } from './cashier-routes';
import { devRoutes } from './dev-routes';
import { opsRoutes } from './ops-routes';
import { uploadRoutes } from './upload-routes';
import { uploadSchemas } from './uploads';
import { vipRoutes } from './vip-routes';
import { vipSchemas } from './vip';
import { securityRoutes } from './security-routes';
import { opsSaferGamblingSchemas, saferGamblingSchemas } from './safer-gambling';
import { saferGamblingRoutes } from './safer-gambling-routes';
import { securitySchemas } from './security';
import { referralRoutes } from './referral-routes';
import { referralSchemas } from './referral';
import { feedbackRoutes } from './feedback-routes';
import {
  feedbackSchemas,
  opsFeedbackHandleBodySchema,
  opsFeedbackPageSchema,
  opsFeedbackParamsSchema,
  opsFeedbackQuerySchema,
  opsFeedbackSchema,
} from './feedback';
import { profileRoutes } from './profile-routes';
import { betRoutes } from './bet-routes';
import { betSchemas } from './bets';
import { profileSchemas } from './profile';
import { kycRoutes } from './kyc-routes';
import { messageRoutes } from './message-routes';
import { messageSchemas, opsMessageSchemas } from './messages';
import { rewardRoutes } from './reward-routes';
import { opsRewardSchemas, rewardSchemas } from './rewards';
import { agentRoutes } from './agent-routes';
import { agentSchemas } from './agents';
import { fieldVitalsRoutes } from './field-vitals-routes';
import { fieldVitalsSchemas, opsFieldVitalsSchemas } from './field-vitals';
import {
  kycSchemas,
  opsFileParamsSchema,
  opsKycApproveBodySchema,
  opsKycDetailSchema,
  opsKycPageSchema,
  opsKycParamsSchema,
  opsKycQuerySchema,
  opsKycRejectBodySchema,
} from './kyc';
import {
  opsAdjustmentBodySchema,
  opsAdjustmentResultSchema,
  opsAuditPageSchema,
  opsAuditQuerySchema,
  opsBetPageSchema,
  opsDashboardSchema,
  opsDoneSchema,
  opsLedgerPageSchema,
  opsLoginBodySchema,
  opsLoginResultSchema,
  opsMemberDetailSchema,
  opsMemberListSchema,
  opsMemberLockBodySchema,
  opsMemberMoveUplineBodySchema,
  opsMemberMoveUplineResultSchema,
  opsMemberParamsSchema,
  opsMemberRowSchema,
  opsMemberSearchQuerySchema,
  opsPageQuerySchema,
  opsSecondFactorBodySchema,
  opsSecondFactorResultSchema,
  opsSessionSchema,
  opsSettingsUpdateBodySchema,
  opsIdParamsSchema,
  opsTokenCreateBodySchema,
  opsTokenCreatedSchema,
  opsTokenListSchema,
  opsTokenSchema,
  opsOperatorCreateBodySchema,
  opsOperatorListSchema,
  opsOperatorSchema,
  opsOperatorUpdateBodySchema,
  opsReasonBodySchema,
  opsAnnouncementBodySchema,
  opsAnnouncementPageSchema,
  opsAnnouncementQuerySchema,
  opsAnnouncementSchema,
  opsHelpItemBodySchema,
  opsHelpItemListSchema,
  opsHelpItemParamsSchema,
  opsHelpItemSchema,
} from './operator';
import { routes as platformRoutes, type RouteRow } from './routes';
import {
  consolidatedSettingsSchema,
  countryListSchema,
  customerServiceListSchema,
  domainRouteSchema,
  healthSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  languageQuerySchema,
  operatorSettingsPatchSchema,
  operatorSettingsSchema,
  systemStatusSchema,
  whitelabelSchema,
} from './system';

/**
 * The endpoint table (decision 0033): every call of the platform API, one row each, with its
 * method, path, scope and body kind (routes.ts) and here its schemas. The server registers its
 * routes from these rows, the web client types its calls by them, the OpenAPI document is
 * generated from them and the conformance runner checks any platform against them.
 *
 * Areas group rows into the server's plugins and the document's tags. `devOnly` rows exist
 * outside production only (tests and developers change settings and content through them).
 */
export const areas = [
  'system',
  'accounts',
  'member',
  'wallet',
  'cashier',
  /** Issue 14, the member centre: files, VIP, security, identity, bet records, referral, feedback. */
  'uploads',
  'vip',
  'security',
  'kyc',
  'referral',
  'feedback',
  /** Issue 15: counters, the inbox and live chat. */
  'messages',
  /** Issue 16: the reward centre, bonuses under wagering, check-in, red envelope rain. */
  'rewards',
  /** Issue 17: the agent centre (team, reports, rebates, contracts). */
  'agents',
  /** Issue 18: limits, reality checks, time-out, self-exclusion, the account history. */
  'saferGambling',
  /** Issue 19: field data (the Core Web Vitals of real page views) and its p75 per page. */
  'vitals',
  'content',
  'games',
  'lottery',
  'bets',
  'dev',
  /** The operator console (ops-routes.ts): not part of the player platform's document. */
  'ops',
] as const;
export type Area = (typeof areas)[number];

export type EndpointSchemas = {
  readonly area: Area;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The JSON body, the form fields, or the plaintext payload of an encrypted body. */
  readonly body?: z.ZodType;
  /** The envelope's `value` on success. */
  readonly response: z.ZodType;
  readonly devOnly?: true;
};
export type Endpoint = RouteRow & EndpointSchemas & { readonly name: string };

const coreSchemas = {
  systemStatus: {
    area: 'system',
    summary: 'Maintenance, region restriction, CDNs and feature switches (spec 7, status).',
    response: systemStatusSchema,
  },
  systemWhitelabel: {
    area: 'system',
    summary: 'Whitelabel flags of the operator.',
    response: whitelabelSchema,
  },
  systemSettingsConsolidated: {
    area: 'system',
    summary: 'Operator settings the shell needs, in one call.',
    query: languageQuerySchema,
    response: consolidatedSettingsSchema,
  },
  systemCountry: {
    area: 'system',
    summary: 'Countries and dialing codes.',
    response: countryListSchema,
  },
  systemHelpCenter: {
    area: 'system',
    summary: 'Help centre items in one language.',
    query: helpCenterQuerySchema,
    response: helpCenterSchema,
  },
  systemDomainRoute: {
    area: 'system',
    summary: 'Domain routing of the site.',
    response: domainRouteSchema,
  },
  systemCustomerService: {
    area: 'system',
    summary: 'Customer-service entries.',
    response: customerServiceListSchema,
  },
  systemPublicKey: {
    area: 'accounts',
    summary: 'The RSA public key that seals encrypted bodies.',
    response: publicKeySchema,
  },
  systemRegisterSettings: {
    area: 'accounts',
    summary: 'Which registration fields are shown and required.',
    response: registrationSettingsSchema,
  },
  healthz: { area: 'system', summary: 'Liveness and database check.', response: healthSchema },

  captcha: { area: 'accounts', summary: 'A new arithmetic captcha.', response: captchaSchema },
  checkUsername: {
    area: 'accounts',
    summary: 'Whether a username is free.',
    query: usernameCheckQuerySchema,
    response: usernameCheckSchema,
  },
  checkAffiliateCode: {
    area: 'accounts',
    summary: 'Whether an affiliate code exists.',
    query: affiliateCheckQuerySchema,
    response: affiliateCheckSchema,
  },
  sessionLogin: {
    area: 'accounts',
    summary:
      'Log in by username and password or by SMS code (encrypted); a two-factor challenge when the account has two-factor login on.',
    body: loginPayloadSchema,
    response: loginAnswerSchema,
  },
  sessionLogout: { area: 'accounts', summary: 'End the session.', response: doneSchema },
  sessionFreePlay: {
    area: 'accounts',
    summary: 'Start a trial (free play) session.',
    body: freePlayRequestSchema,
    response: freePlayResultSchema,
  },
  sessionRenew: {
    area: 'accounts',
    summary: "Slide the session's expiry.",
    response: sessionRenewalSchema,
  },
  memberTrialUser: {
    area: 'accounts',
    summary: 'The trial account and its play money.',
    response: trialUserSchema,
  },
  memberRegister: {
    area: 'accounts',
    summary: 'Register by username (encrypted); logs in.',
    body: registerPayloadSchema,
    response: loginResultSchema,
  },
  memberRegisterMobile: {
    area: 'accounts',
    summary: 'Register by mobile number (encrypted); logs in.',
    body: registerPayloadSchema,
    response: loginResultSchema,
  },
  smsNoLogin: {
    area: 'accounts',
    summary: 'Send an SMS code for login or password reset.',
    body: smsRequestSchema,
    response: smsResultSchema,
  },
  smsRegister: {
    area: 'accounts',
    summary: 'Send an SMS code for registration.',
    body: smsRequestSchema,
    response: smsResultSchema,
  },
  passwordChange: {
    area: 'accounts',
    summary: 'Change the password (encrypted).',
    body: changePasswordSchema,
    response: doneSchema,
  },
  passwordByPhone: {
    area: 'accounts',
    summary:
      'Set a new password with an SMS code (encrypted); logs in (or answers a two-factor challenge).',
    body: setPasswordByPhoneSchema,
    response: loginAnswerSchema,
  },
  passwordByEmail: {
    area: 'accounts',
    summary: 'Email a password-reset link.',
    body: forgotByEmailSchema,
    response: doneSchema,
  },
  passwordEmailReset: {
    area: 'accounts',
    summary: 'Set a new password from the emailed link (encrypted).',
    body: resetByEmailSchema,
    response: doneSchema,
  },

  memberInfo: { area: 'member', summary: "The member's profile.", response: memberInfoSchema },
  memberInfoNickname: {
    area: 'member',
    summary: 'Change the nickname.',
    body: nicknameEditSchema,
    response: memberInfoSchema,
  },
  memberInfoEmail: {
    area: 'member',
    summary: 'Change the email address.',
    body: emailEditSchema,
    response: memberInfoSchema,
  },
  memberInfoPayeeName: {
    area: 'member',
    summary: 'Set the payee name.',
    body: payeeNameEditSchema,
    response: memberInfoSchema,
  },
  memberInfoIcons: {
    area: 'member',
    summary: 'The avatars to choose from.',
    response: iconListSchema,
  },
  memberInfoIconSet: {
    area: 'member',
    summary: 'Choose an avatar.',
    body: iconEditSchema,
    response: memberInfoSchema,
  },
  wallet: { area: 'wallet', summary: "The member's balances.", response: walletSchema },
  walletTransfer: {
    area: 'wallet',
    summary: 'Transfer between wallets: one seamless wallet here, so it answers the balance.',
    body: walletTransferBodySchema,
    response: walletTransferResultSchema,
  },

  depositMethods: {
    area: 'cashier',
    summary: 'Deposit methods by group, with limits, fee, expected time and preset amounts.',
    query: depositMethodsQuerySchema,
    response: depositMethodsSchema,
  },
  depositPromos: {
    area: 'cashier',
    summary: 'Deposit promotions the member may take now.',
    query: depositPromosQuerySchema,
    response: depositPromoListSchema,
  },
  depositAcceptPromo: {
    area: 'cashier',
    summary: 'Take a deposit promotion (or none) for an amount; answers the bonus.',
    body: acceptPromoBodySchema,
    response: acceptPromoResultSchema,
  },
  depositCreate: {
    area: 'cashier',
    summary: 'Start a deposit: a gateway payment page, or bank-transfer details.',
    body: depositCreateBodySchema,
    response: depositCreatedSchema,
  },
  deposit: {
    area: 'cashier',
    summary: 'One deposit and its status.',
    params: depositParamsSchema,
    query: depositQuerySchema,
    response: depositSchema,
  },
  depositTransfer: {
    area: 'cashier',
    summary: 'Report the bank transfer made for a pending deposit; it waits for the cash desk.',
    params: depositParamsSchema,
    body: depositTransferBodySchema,
    response: depositSchema,
  },
  depositReport: {
    area: 'cashier',
    summary: "The member's deposits, newest first.",
    query: cashierReportQuerySchema,
    response: depositReportSchema,
  },
  withdrawInfo: {
    area: 'cashier',
    summary:
      'Withdrawable amount, limits, what is left today, the fee; bonus money locked by wagering and each bonus’s progress.',
    query: withdrawInfoQuerySchema,
    response: withdrawInfoSchema,
  },
  withdraw: {
    area: 'cashier',
    summary: 'Request a withdrawal to a bank card (encrypted); the money is held at once.',
    body: withdrawBodySchema,
    response: withdrawalSchema,
  },
  withdrawReport: {
    area: 'cashier',
    summary: "The member's withdrawals, newest first.",
    query: cashierReportQuerySchema,
    response: withdrawReportSchema,
  },
  bankCards: {
    area: 'cashier',
    summary: "The member's bank cards (masked), the limit and the banks.",
    response: bankCardListSchema,
  },
  bankCardAdd: {
    area: 'cashier',
    summary: "Add a bank card in the member's payee name.",
    body: bankCardAddSchema,
    response: bankCardSchema,
  },
  bankCardRemove: {
    area: 'cashier',
    summary: 'Remove a bank card.',
    params: bankCardParamsSchema,
    response: bankCardRemovedSchema,
  },
  hasWithdrawalPassword: {
    area: 'cashier',
    summary: 'Whether the member has set a payment password.',
    response: hasWithdrawalPasswordSchema,
  },
  paymentPasswordSet: {
    area: 'cashier',
    summary: 'Set or change the payment password (encrypted).',
    body: paymentPasswordSetSchema,
    response: doneSchema,
  },
  paymentPasswordResetSms: {
    area: 'cashier',
    summary: "Send a payment-password reset code to the member's mobile.",
    response: smsSentSchema,
  },
  paymentPasswordReset: {
    area: 'cashier',
    summary: 'Set a new payment password with the SMS code (encrypted).',
    body: paymentPasswordResetSchema,
    response: doneSchema,
  },
  txCodes: {
    area: 'cashier',
    summary: 'Transaction types and their names.',
    query: txCodeListQuerySchema,
    response: txCodeListSchema,
  },
  memberTransactions: {
    area: 'cashier',
    summary: 'Deposits, withdrawals, game rounds, bonuses and adjustments, with totals.',
    query: memberTransactionsQuerySchema,
    response: memberTransactionPageSchema,
  },

  announcements: {
    area: 'content',
    summary: 'Banners, notices, popups, promotions and help items.',
    query: announcementsQuerySchema,
    response: announcementListSchema,
  },
  markAnnouncementRead: {
    area: 'content',
    summary: 'Mark an announcement read.',
    body: markAnnouncementReadSchema,
    response: markAnnouncementReadResultSchema,
  },

  hotGames: {
    area: 'games',
    summary: 'Hot games.',
    query: hotGamesQuerySchema,
    response: hotGamesResponseSchema,
  },
  gameList: {
    area: 'games',
    summary: 'One page of games matching the filters (FAV: the viewer’s favourites).',
    query: gameListQuerySchema,
    response: gameListResponseSchema,
  },
  vendorTypes: {
    area: 'games',
    summary: 'Vendors with games, and their game types.',
    query: vendorTypesQuerySchema,
    response: vendorListSchema,
  },
  rankList: {
    area: 'games',
    summary: 'The winner board.',
    query: rankListQuerySchema,
    response: rankListSchema,
  },
  favouriteAdd: {
    area: 'games',
    summary: 'Add a favourite game.',
    body: favouriteBodySchema,
    response: favouriteChangeSchema,
  },
  favouriteRemove: {
    area: 'games',
    summary: 'Remove a favourite game.',
    body: favouriteBodySchema,
    response: favouriteChangeSchema,
  },
  favouriteIds: {
    area: 'games',
    summary: 'Ids of the favourite games, newest first.',
    query: favouriteIdsQuerySchema,
    response: favouriteIdsSchema,
  },
  favouriteList: {
    area: 'games',
    summary: 'One page of favourite games.',
    query: favouriteListQuerySchema,
    response: gameListResponseSchema,
  },
  recentAdd: {
    area: 'games',
    summary: 'Record a recently played game.',
    body: recentAddBodySchema,
    response: z.object({ nodeId: z.number().int() }),
  },
  recentList: {
    area: 'games',
    summary: 'One page of recently played games.',
    query: recentListQuerySchema,
    response: gameListResponseSchema,
  },
  launchGame: {
    area: 'games',
    summary: 'Launch a game: a same-origin URL to show in a frame.',
    body: launchBodySchema,
    response: launchResultSchema,
  },
  launchGameFb: {
    area: 'games',
    summary: 'Launch a game (alternative path, same payload).',
    body: launchBodySchema,
    response: launchResultSchema,
  },
  demoGameState: {
    area: 'games',
    summary: "The demo game's wallet and stakes for a launch token.",
    query: demoStateQuerySchema,
    response: demoStateSchema,
  },
  demoGameSpin: {
    area: 'games',
    summary: 'One round of the demo game (idempotent by round id).',
    body: demoSpinBodySchema,
    response: demoSpinResultSchema,
  },

  lotteryGames: {
    area: 'lottery',
    summary: 'Lottery games.',
    query: lotteryGamesQuerySchema,
    response: lotteryGameListSchema,
  },
  lotteryPopular: {
    area: 'lottery',
    summary: 'Popular lottery games.',
    query: lotteryGamesQuerySchema,
    response: lotteryGameListSchema,
  },
  lotteryOpenNumeros: {
    area: 'lottery',
    summary: 'The draws taking bets now.',
    query: openNumerosQuerySchema,
    response: openNumeroListSchema,
  },
  lotteryOpenNumero: {
    area: 'lottery',
    summary: "One game's draw taking bets now.",
    query: openNumeroQuerySchema,
    response: openNumeroSchema,
  },
  lotteryMenu: {
    area: 'lottery',
    summary: 'Lottery games by region.',
    query: lotteryMenuQuerySchema,
    response: lotteryMenuSchema,
  },
  lotteryRecent: {
    area: 'lottery',
    summary: 'Recently played lottery games (a guest gets none).',
    query: lotteryRecentQuerySchema,
    response: lotteryGameListSchema,
  },
  betOrders: {
    area: 'bets',
    summary: "One page of the member's bet records, with totals.",
    query: betOrdersQuerySchema,
    response: betOrdersSchema,
  },
  betOrderDetail: {
    area: 'bets',
    summary: 'One bet record with its round.',
    query: betOrderDetailQuerySchema,
    response: betOrderDetailSchema,
  },

  devOperatorSettings: {
    area: 'dev',
    devOnly: true,
    summary: 'Change operator settings.',
    body: operatorSettingsPatchSchema,
    response: operatorSettingsSchema,
  },
  devOperatorSettingsReset: {
    area: 'dev',
    devOnly: true,
    summary: 'Reset operator settings to the seed.',
    response: operatorSettingsSchema,
  },
  devClock: {
    area: 'dev',
    devOnly: true,
    summary:
      "Sets the server clock's offset from the real time (outside production only; tests of days and sessions). 0 puts it back.",
    body: z.object({
      offsetMs: z
        .number()
        .int()
        .min(0)
        .max(400 * 86_400_000),
    }),
    response: z.object({ now: z.string(), offsetMs: z.number().int() }),
  },
  devAgentJobs: {
    area: 'dev',
    devOnly: true,
    summary:
      "Runs the agent centre's scheduled payouts now (rebates of finished days, contract periods that ended), as the server's minute timer would; each period still pays once.",
    response: z.object({ ran: z.literal(true) }),
  },
  devRealityCheckSeconds: {
    area: 'dev',
    devOnly: true,
    summary:
      "Sets a member's reality check interval in seconds (outside production only; the safer-gambling e2e); a running session's next check moves to now + seconds.",
    body: z.object({
      username: z.string().min(1).max(64),
      seconds: z.number().int().min(5).max(86_400),
    }),
    response: z.object({ done: z.literal(true) }),
  },
  devJobs: {
    area: 'dev',
    devOnly: true,
    summary:
      "Runs every scheduled job once (the gateway's webhook deliveries, deposit and bonus expiry, lottery settlement, the agent payouts), as the timers would; answers what each did.",
    response: z.object({
      webhooksDelivered: z.number().int(),
      depositsExpired: z.number().int(),
      lotteryOrdersSettled: z.number().int(),
      bonusesExpired: z.number().int(),
    }),
  },
  devOutbox: {
    area: 'dev',
    devOnly: true,
    summary: 'What the demo SMS and email sender delivered.',
    query: outboxQuerySchema,
    response: z.array(outboxMessageSchema),
  },
  devContentAnnouncementAdd: {
    area: 'dev',
    devOnly: true,
    summary: 'Add an announcement.',
    body: devAnnouncementSchema,
    response: z.object({ id: z.number().int() }),
  },
  devContentAnnouncementRemove: {
    area: 'dev',
    devOnly: true,
    summary: 'Remove an announcement.',
    params: devAnnouncementIdParamsSchema,
    response: z.object({ deleted: z.boolean() }),
  },
  devContentHelpItemAdd: {
    area: 'dev',
    devOnly: true,
    summary: 'Add a help item.',
    body: devHelpItemSchema,
    response: z.object({ id: z.string() }),
  },
  devContentHelpItemRemove: {
    area: 'dev',
    devOnly: true,
    summary: 'Remove a help item.',
    params: devHelpItemIdParamsSchema,
    response: z.object({ deleted: z.boolean() }),
  },
  // ---------------------------------------------------------------- operator console (ops-routes.ts)
  opsLogin: {
    area: 'ops',
    summary: 'Operator password step; sets the pending session for the second factor.',
    body: opsLoginBodySchema,
    response: opsLoginResultSchema,
  },
  opsSecondFactor: {
    area: 'ops',
    summary: 'Authenticator or recovery code; completes (or enrols) and starts the session.',
    body: opsSecondFactorBodySchema,
    response: opsSecondFactorResultSchema,
  },
  opsSession: { area: 'ops', summary: 'The signed-in operator.', response: opsSessionSchema },
  opsLogout: { area: 'ops', summary: 'End the operator session.', response: opsDoneSchema },
  opsDashboard: {
    area: 'ops',
    summary: 'Players online, registrations, money and bets: today and 7 days.',
    response: opsDashboardSchema,
  },
  opsMembers: {
    area: 'ops',
    summary: 'Search members by username, mobile, email or ID.',
    query: opsMemberSearchQuerySchema,
    response: opsMemberListSchema,
  },
  opsMember: {
    area: 'ops',
    summary: "A member's profile, wallet and sessions.",
    params: opsMemberParamsSchema,
    response: opsMemberDetailSchema,
  },
  opsMemberLedger: {
    area: 'ops',
    summary: "A member's ledger entries, newest first.",
    params: opsMemberParamsSchema,
    query: opsPageQuerySchema,
    response: opsLedgerPageSchema,
  },
  opsMemberBets: {
    area: 'ops',
    summary: "A member's bet records, newest first.",
    params: opsMemberParamsSchema,
    query: opsPageQuerySchema,
    response: opsBetPageSchema,
  },
  opsMemberLock: {
    area: 'ops',
    summary: 'Lock (sessions end at once, login refused) or unlock a member, with a reason.',
    params: opsMemberParamsSchema,
    body: opsMemberLockBodySchema,
    response: opsMemberRowSchema,
  },
  opsMemberAdjust: {
    area: 'ops',
    summary: "Credit or debit a member's wallet through the ledger, with a reason.",
    params: opsMemberParamsSchema,
    body: opsAdjustmentBodySchema,
    response: opsAdjustmentResultSchema,
  },
  opsMemberMoveUpline: {
    area: 'ops',
    summary: 'Move an account and its whole team under another agent, with a reason (issue 17).',
    params: opsMemberParamsSchema,
    body: opsMemberMoveUplineBodySchema,
    response: opsMemberMoveUplineResultSchema,
  },
  opsAudit: {
    area: 'ops',
    summary: 'The audit log, filtered by operator, action and days.',
    query: opsAuditQuerySchema,
    response: opsAuditPageSchema,
  },
  opsSettings: {
    area: 'ops',
    summary: 'Every operator setting (flags, modules, maintenance, region, resources...).',
    response: operatorSettingsSchema,
  },
  opsSettingsUpdate: {
    area: 'ops',
    summary: 'Replace some top-level settings; audited with the values before and after.',
    body: opsSettingsUpdateBodySchema,
    response: operatorSettingsSchema,
  },
  opsOperators: { area: 'ops', summary: 'Every operator.', response: opsOperatorListSchema },
  opsOperatorCreate: {
    area: 'ops',
    summary: 'A new operator; they enrol an authenticator at their first sign-in.',
    body: opsOperatorCreateBodySchema,
    response: opsOperatorSchema,
  },
  opsOperatorUpdate: {
    area: 'ops',
    summary: "Change an operator's role or disable them (their sessions end), with a reason.",
    params: opsIdParamsSchema,
    body: opsOperatorUpdateBodySchema,
    response: opsOperatorSchema,
  },
  opsOperatorResetAuthenticator: {
    area: 'ops',
    summary: "Reset an operator's authenticator: sessions end, they enrol again at sign-in.",
    params: opsIdParamsSchema,
    body: opsReasonBodySchema,
    response: opsOperatorSchema,
  },
  opsAnnouncements: {
    area: 'ops',
    summary: 'Announcements, banners, popups and promotions, newest first.',
    query: opsAnnouncementQuerySchema,
    response: opsAnnouncementPageSchema,
  },
  opsAnnouncement: {
    area: 'ops',
    summary: 'One announcement with its text in every language.',
    params: opsIdParamsSchema,
    response: opsAnnouncementSchema,
  },
  opsAnnouncementCreate: {
    area: 'ops',
    summary: 'A new announcement; its HTML is sanitised on save.',
    body: opsAnnouncementBodySchema,
    response: opsAnnouncementSchema,
  },
  opsAnnouncementUpdate: {
    area: 'ops',
    summary: 'Replace an announcement (switch it off with enabled false); sanitised, audited.',
    params: opsIdParamsSchema,
    body: opsAnnouncementBodySchema,
    response: opsAnnouncementSchema,
  },
  opsHelpItems: {
    area: 'ops',
    summary: 'Help centre items with their text in every language.',
    response: opsHelpItemListSchema,
  },
  opsHelpItemSave: {
    area: 'ops',
    summary: 'Create or replace a help item in every language; sanitised, audited.',
    params: opsHelpItemParamsSchema,
    body: opsHelpItemBodySchema,
    response: opsHelpItemSchema,
  },
  opsHelpItemDelete: {
    area: 'ops',
    summary: 'Remove a help item in every language.',
    params: opsHelpItemParamsSchema,
    response: opsDoneSchema,
  },
  opsCashDesk: {
    area: 'ops',
    summary: 'Bank-transfer deposits or withdrawals for the cash desk, oldest open first.',
    query: cashDeskQuerySchema,
    response: cashDeskPageSchema,
  },
  opsDepositApprove: {
    area: 'ops',
    summary: 'Approve a reported bank transfer: the member is credited once.',
    params: cashDeskParamsSchema,
    body: cashDeskNoteBodySchema,
    response: cashDeskRowSchema,
  },
  opsDepositReject: {
    area: 'ops',
    summary: 'Reject a reported bank transfer, with a reason.',
    params: cashDeskParamsSchema,
    body: cashDeskRejectBodySchema,
    response: cashDeskRowSchema,
  },
  opsWithdrawalApprove: {
    area: 'ops',
    summary: 'Approve a withdrawal for payment.',
    params: cashDeskParamsSchema,
    body: cashDeskNoteBodySchema,
    response: cashDeskRowSchema,
  },
  opsWithdrawalReject: {
    area: 'ops',
    summary: 'Reject a withdrawal, with a reason: the held money goes back to the member.',
    params: cashDeskParamsSchema,
    body: cashDeskRejectBodySchema,
    response: cashDeskRowSchema,
  },
  opsWithdrawalPay: {
    area: 'ops',
    summary: 'Mark a withdrawal paid: the held money leaves the platform.',
    params: cashDeskParamsSchema,
    body: cashDeskNoteBodySchema,
    response: cashDeskRowSchema,
  },
  opsTokens: { area: 'ops', summary: 'Operator API tokens.', response: opsTokenListSchema },
  opsTokenCreate: {
    area: 'ops',
    summary: 'A new API token with one role; the token is shown once.',
    body: opsTokenCreateBodySchema,
    response: opsTokenCreatedSchema,
  },
  opsTokenRevoke: {
    area: 'ops',
    summary: 'Revoke an API token at once.',
    params: opsIdParamsSchema,
    response: opsTokenSchema,
  },
  // Identity verification (issue 14): the review queue is the kyc area's, the file row the
  // uploads area's (the console's side of each; not in the platform's document).
  opsKycList: {
    area: 'kyc',
    summary: 'Identity verification submissions: those under review first, oldest first.',
    query: opsKycQuerySchema,
    response: opsKycPageSchema,
  },
  opsKyc: {
    area: 'kyc',
    summary: "One submission with the member's profile summary, documents and earlier submissions.",
    params: opsKycParamsSchema,
    response: opsKycDetailSchema,
  },
  opsKycApprove: {
    area: 'kyc',
    summary: 'Verify the member (KYC_STATE if the submission is no longer under review).',
    params: opsKycParamsSchema,
    body: opsKycApproveBodySchema,
    response: opsKycDetailSchema,
  },
  opsKycReject: {
    area: 'kyc',
    summary: 'Reject the submission with a reason the member sees; they may submit again.',
    params: opsKycParamsSchema,
    body: opsKycRejectBodySchema,
    response: opsKycDetailSchema,
  },
  opsFile: {
    area: 'uploads',
    summary: "A member's uploaded image for review (the reply is the image, not an envelope).",
    params: opsFileParamsSchema,
    response: z.never(),
  },
  // Feedback (issue 14): support's rows, served by the feedback area.
  opsFeedbackList: {
    area: 'feedback',
    summary: "Members' feedback, new first, by status, category and username.",
    query: opsFeedbackQuerySchema,
    response: opsFeedbackPageSchema,
  },
  opsFeedback: {
    area: 'feedback',
    summary: 'One feedback item with its images.',
    params: opsFeedbackParamsSchema,
    response: opsFeedbackSchema,
  },
  opsFeedbackHandle: {
    area: 'feedback',
    summary: 'Mark a new feedback item handled (once; audited).',
    params: opsFeedbackParamsSchema,
    body: opsFeedbackHandleBodySchema,
    response: opsFeedbackSchema,
  },
  // The inbox and live chat (issue 15): support's rows, served by the messages area.
  ...opsMessageSchemas,
  // Rewards (issue 16): finance's claims to decide and the deposit bonuses' rules.
  ...opsRewardSchemas,
  // Safer gambling (issue 18): a member's protections, read-only.
  ...opsSaferGamblingSchemas,
  // Field data (issue 19): the p75 per page.
  ...opsFieldVitalsSchemas,
} as const satisfies { [K in keyof CoreRoutes]: EndpointSchemas };

/**
 * Areas added after the cashier keep their rows (`<area>-routes.ts`, zod-free) and their schemas
 * (`<area>Schemas` in `<area>.ts`) in their own modules, so the web app loads each area's rows
 * with its screens only; they are joined here.
 */
const schemas = {
  ...coreSchemas,
  ...uploadSchemas,
  ...vipSchemas,
  ...securitySchemas,
  ...referralSchemas,
  ...feedbackSchemas,
  ...profileSchemas,
  ...kycSchemas,
  ...betSchemas,
  ...messageSchemas,
  ...rewardSchemas,
  ...agentSchemas,
  ...saferGamblingSchemas,
  ...fieldVitalsSchemas,
} as const satisfies { [K in keyof Routes]: EndpointSchemas };

/**
 * Every row: the platform's (routes.ts, cashier-routes.ts), the development ones (dev-routes.ts),
 * the console's (ops-routes.ts).
 */
type CoreRoutes = typeof platformRoutes &
  typeof cashierRoutes &
  typeof devRoutes &
  typeof opsRoutes;
const routes = {
  ...platformRoutes,
  ...cashierRoutes,
  ...uploadRoutes,
  ...vipRoutes,
  ...securityRoutes,
  ...referralRoutes,
  ...feedbackRoutes,
  ...profileRoutes,
  ...kycRoutes,
  ...betRoutes,
  ...messageRoutes,
  ...rewardRoutes,
  ...agentRoutes,
  ...saferGamblingRoutes,
  ...fieldVitalsRoutes,
  ...devRoutes,
  ...opsRoutes,
};
type Routes = typeof routes;

type Joined = { [K in keyof Routes]: Routes[K] & (typeof schemas)[K] };

function join(): Joined {
  const out: Record<string, Endpoint> = {};
  for (const name of Object.keys(routes) as (keyof Routes)[])
    out[name] = { ...routes[name], ...schemas[name] };
  return out as unknown as Joined;
}

/** The table: every row with its method, path, scope, body kind and schemas. */
export const endpoints = join();
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

// ---------------------------------------------------------------- types for clients

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** `{ key?: T }` when every field of T is optional, `{ key: T }` otherwise. */
type Part<K extends string, S> = [S] extends [z.ZodType]
  ? object extends InputOf<S>
    ? { [P in K]?: InputOf<S> }
    : { [P in K]: InputOf<S> }
  : { [P in K]?: never };

/**
 * What a client passes to call one endpoint: its query, path params and body (for an encrypted
 * row, the plaintext payload, plus the module id sent in clear beside it).
 */
export type EndpointInput<N extends EndpointName> = Part<
  'query',
  Endpoints[N] extends { query: infer Q } ? Q : undefined
> &
  Part<'params', Endpoints[N] extends { params: infer P } ? P : undefined> &
  Part<'body', Endpoints[N] extends { body: infer B } ? B : undefined> &
  (Endpoints[N]['encoding'] extends 'encrypted' ? { moduleId?: ModuleId } : object);

/** The envelope's `value` when the call succeeds. */
export type EndpointResult<N extends EndpointName> = z.output<Endpoints[N]['response']>;
