import type { ParseKeys } from '@/shared/i18n/translator';
import type { ErrorCode } from '@app/contracts/error-codes';
import type { ApiErrorCode } from './client';

/**
 * Error code -> dictionary message (spec section 8). `satisfies` makes a new contract code a
 * compile error here until it has a message.
 */
export const errorMessageKeys = {
  VALIDATION_ERROR: 'errors.invalidInput',
  NOT_FOUND: 'errors.requestedUrlEmpty',
  METHOD_NOT_ALLOWED: 'errors.unknown',
  PAYLOAD_TOO_LARGE: 'errors.uploadLimit',
  UNSUPPORTED_MEDIA_TYPE: 'errors.uploadLimit',
  RATE_LIMITED: 'errors.systemBusy',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  SESSION_EXPIRED: 'errors.sessionExpired',
  NO_PERMISSION: 'errors.noPermission',
  MAINTENANCE: 'errors.maintenance',
  REGION_RESTRICTED: 'errors.regionRestricted',
  SYSTEM_ERROR: 'errors.systemError',
  ENCRYPTION_INVALID: 'errors.encryptionInvalid',
  WRONG_CREDENTIALS: 'errors.wrongCredentials',
  CAPTCHA_INVALID: 'errors.imageCodeRequired',
  VERIFICATION_CODE_INVALID: 'errors.verificationCode',
  ACCOUNT_NOT_FOUND: 'errors.accountNotFound',
  ACCOUNT_DISABLED: 'errors.accountDisabled',
  USERNAME_TAKEN: 'errors.usernameTaken',
  MOBILE_TAKEN: 'errors.mobileTaken',
  EMAIL_TAKEN: 'errors.emailTaken',
  INVALID_INVITATION_CODE: 'errors.invalidInvitation',
  NON_MEMBER_LOGIN: 'errors.nonMemberLogin',
  NON_AGENT_LOGIN: 'errors.nonAgentLogin',
  TRIAL_NOT_ALLOWED: 'errors.freeReject',
  SAME_PASSWORD: 'errors.samePassword',
  PASSWORD_MISMATCH: 'errors.passwordMismatch',
  WEAK_PASSWORD: 'errors.weakPassword',
  FIELD_FORMAT: 'errors.invalidInput',
  AGE_RESTRICTED: 'errors.ageRestricted',
  INSUFFICIENT_BALANCE: 'errors.insufficientBalance',
  GAME_NOT_FOUND: 'errors.gameNotFound',
  FREE_PLAY_UNSUPPORTED: 'errors.freePlayUnsupported',
  GAME_SESSION_EXPIRED: 'errors.gameSessionExpired',
  BET_INVALID: 'errors.betInvalid',
  // Cashier messages name their details (cashier-error-message.ts interpolates them).
  AMOUNT_INVALID: 'cashierErrors.amountInvalid',
  AMOUNT_BELOW_MIN: 'cashierErrors.amountBelowMin',
  AMOUNT_ABOVE_MAX: 'cashierErrors.amountAboveMax',
  DAILY_COUNT_EXCEEDED: 'cashierErrors.dailyCountExceeded',
  DAILY_AMOUNT_EXCEEDED: 'cashierErrors.dailyAmountExceeded',
  METHOD_NOT_FOUND: 'cashierErrors.methodNotFound',
  PROMO_NOT_ELIGIBLE: 'cashierErrors.promoNotEligible',
  DEPOSIT_NOT_FOUND: 'cashierErrors.depositNotFound',
  BANK_CARD_NOT_FOUND: 'cashierErrors.bankCardNotFound',
  BANK_CARD_LIMIT: 'cashierErrors.bankCardLimit',
  BANK_CARD_DUPLICATE: 'cashierErrors.bankCardDuplicate',
  PAYEE_NAME_REQUIRED: 'cashierErrors.payeeNameRequired',
  PAYEE_NAME_LOCKED: 'cashierErrors.payeeNameLocked',
  PAYMENT_PASSWORD_REQUIRED: 'cashierErrors.paymentPasswordRequired',
  PAYMENT_PASSWORD_WRONG: 'cashierErrors.paymentPasswordWrong',
  PAYMENT_PASSWORD_LOCKED: 'cashierErrors.paymentPasswordLocked',
  PAYMENT_PASSWORD_FORMAT: 'cashierErrors.paymentPasswordFormat',
  PAYMENT_PASSWORD_SAME_AS_LOGIN: 'cashierErrors.paymentPasswordSameAsLogin',
  MOBILE_REQUIRED: 'cashierErrors.mobileRequired',
  DATE_RANGE_INVALID: 'cashierErrors.dateRangeInvalid',
  REQUEST_SETTLED: 'cashierErrors.requestSettled',
  UPLOAD_TYPE: 'memberErrors.uploadType',
  UPLOAD_TOO_MANY: 'memberErrors.uploadTooMany',
  FILE_NOT_FOUND: 'memberErrors.fileNotFound',
  TWO_FACTOR_INVALID: 'memberErrors.twoFactorInvalid',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'memberErrors.twoFactorChallengeExpired',
  TWO_FACTOR_STATE: 'memberErrors.twoFactorState',
  SECURITY_ANSWER_WRONG: 'memberErrors.securityAnswerWrong',
  KYC_STATE: 'memberErrors.kycState',
  ORDER_NOT_FOUND: 'memberErrors.orderNotFound',
  ORDER_NOT_CANCELLABLE: 'memberErrors.orderNotCancellable',
  DRAW_CLOSED: 'memberErrors.drawClosed',
  FEEDBACK_WORDS: 'memberErrors.feedbackWords',
  BIRTHDAY_LOCKED: 'memberErrors.birthdayLocked',
  INBOX_NOT_FOUND: 'messageErrors.inboxNotFound',
  INBOX_RECIPIENT_NOT_FOUND: 'messageErrors.inboxRecipientNotFound',
  CHAT_LINK_EXPIRED: 'messageErrors.chatLinkExpired',
  CHAT_RATE_LIMITED: 'messageErrors.chatRateLimited',
  CHAT_NOT_FOUND: 'messageErrors.chatNotFound',
  CHAT_HELD: 'messageErrors.chatHeld',
  CHAT_CLOSED: 'messageErrors.chatClosed',
  CHAT_TRANSFER_TARGET: 'messageErrors.chatTransferTarget',
  REWARD_NOT_FOUND: 'rewardErrors.rewardNotFound',
  REWARD_NOT_CLAIMABLE: 'rewardErrors.rewardNotClaimable',
  REWARD_ENDED: 'rewardErrors.rewardEnded',
  CHECK_IN_DONE: 'rewardErrors.checkInDone',
  RED_RAIN_CLOSED: 'rewardErrors.redRainClosed',
  RED_RAIN_LIMIT: 'rewardErrors.redRainLimit',
  RED_RAIN_EMPTY: 'rewardErrors.redRainEmpty',
  BONUS_LOCKED: 'rewardErrors.bonusLocked',
  NOT_MEMBER: 'agentErrors.notMember',
  NOT_AGENT: 'agentErrors.notAgent',
  NOT_IN_TEAM: 'agentErrors.notInTeam',
  REBATE_ABOVE_OWN: 'agentErrors.rebateAboveOwn',
  REBATE_BELOW_DOWNLINE: 'agentErrors.rebateBelowDownline',
  REPORT_RANGE_INVALID: 'agentErrors.reportRangeInvalid',
  AFFILIATE_LINK_NOT_FOUND: 'agentErrors.affiliateLinkNotFound',
  CONTRACT_NOT_FOUND: 'agentErrors.contractNotFound',
  CONTRACT_NOT_OFFERED: 'agentErrors.contractNotOffered',
  CONTRACT_EXISTS: 'agentErrors.contractExists',
  CONTRACT_ABOVE_OWN: 'agentErrors.contractAboveOwn',
  // The operator console's (issue 17): the player app never receives it.
  UPLINE_INVALID: 'errors.invalidInput',
  // Safer gambling (issue 18): what they name is filled in by protection-error.ts.
  DEPOSIT_LIMIT_EXCEEDED: 'saferGamblingErrors.depositLimitExceeded',
  TIMED_OUT: 'saferGamblingErrors.timedOut',
  SELF_EXCLUDED: 'saferGamblingErrors.selfExcluded',
  LOSS_LIMIT_REACHED: 'saferGamblingErrors.lossLimitReached',
  SESSION_LIMIT_REACHED: 'saferGamblingErrors.sessionLimitReached',
  SAFER_GAMBLING_OFF: 'saferGamblingErrors.toolOff',
  REGISTRATION_REFUSED: 'saferGamblingErrors.registrationRefused',
} as const satisfies Record<ErrorCode, ParseKeys>;

/**
 * The message of a code. With the refusal's `details`, a self-exclusion without an end (for
 * good) gets its own sentence: it has no "until" to name.
 */
export function errorMessageKey(
  code: ApiErrorCode | null | undefined,
  details?: unknown,
): ParseKeys {
  if (code === 'NETWORK') return 'errors.network';
  if (code === 'BAD_RESPONSE' || !code) return 'errors.loadFailed';
  if (code === 'SELF_EXCLUDED' && details !== undefined && !hasUntil(details))
    return 'saferGamblingErrors.selfExcludedPermanent';
  return errorMessageKeys[code] ?? 'errors.unknown';
}

function hasUntil(details: unknown): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    typeof (details as { until?: unknown }).until === 'string'
  );
}
