/**
 * Error codes the server puts in `errorCode`. The web app maps each to a dictionary message
 * (spec section 8) in one table; a code missing there falls back to the unknown-error message.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'NOT_LOGGED_IN',
  'SESSION_EXPIRED',
  'NO_PERMISSION',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'SYSTEM_ERROR',
  // Accounts and sessions (spec section 8, dictionary messages).
  /** The encrypted envelope is missing, malformed or not decryptable with the current key. */
  'ENCRYPTION_INVALID',
  /** Wrong username or password (never says which). */
  'WRONG_CREDENTIALS',
  /** The image code is missing or wrong; `value.captcha` is true. */
  'CAPTCHA_INVALID',
  /** The SMS or email verification code is wrong, used or expired. */
  'VERIFICATION_CODE_INVALID',
  /** User does not exist or is disabled (only where saying so leaks nothing). */
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_DISABLED',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_INVITATION_CODE',
  'NON_MEMBER_LOGIN',
  'NON_AGENT_LOGIN',
  /** Trial accounts on a real-money feature (spec section 6, free_reject). */
  'TRIAL_NOT_ALLOWED',
  /** New password equals the old one (spec: modify.new.old.same). */
  'SAME_PASSWORD',
  'PASSWORD_MISMATCH',
  /** Too short, too long or among the most common passwords. */
  'WEAK_PASSWORD',
  'FIELD_FORMAT',
  'AGE_RESTRICTED',
  'INSUFFICIENT_BALANCE',
  // Games (issue 4).
  /** No such game, or it is switched off. */
  'GAME_NOT_FOUND',
  /** The game has no play-money mode (supportPlay false) and the account is a trial one. */
  'FREE_PLAY_UNSUPPORTED',
  /** The demo game's launch token is unknown, expired or its session ended. */
  'GAME_SESSION_EXPIRED',
  /** A stake the game does not offer. */
  'BET_INVALID',
  // Cashier (issue 13); details in the envelope's value (cashier.ts cashierErrorDetailsSchema).
  /** Not a positive amount with at most 2 decimals. */
  'AMOUNT_INVALID',
  /** Below the method's or the withdrawal minimum: `{ min }`. */
  'AMOUNT_BELOW_MIN',
  /** Above the method's or the withdrawal maximum: `{ max }`. */
  'AMOUNT_ABOVE_MAX',
  /** Today's withdrawals would pass the daily count: `{ count }`. */
  'DAILY_COUNT_EXCEEDED',
  /** Today's withdrawals would pass the daily amount: `{ remaining }`. */
  'DAILY_AMOUNT_EXCEEDED',
  /** No such deposit method (or it is switched off). */
  'METHOD_NOT_FOUND',
  /** No such deposit promotion, or not for this member, method or amount: `{ min }`. */
  'PROMO_NOT_ELIGIBLE',
  /** No such deposit, or it is not waiting for what was asked. */
  'DEPOSIT_NOT_FOUND',
  /** No such bank card of this member. */
  'BANK_CARD_NOT_FOUND',
  /** The member already holds the most cards allowed: `{ count }`. */
  'BANK_CARD_LIMIT',
  'BANK_CARD_DUPLICATE',
  /** A bank card needs the payee name first (set once, /info/payeename). */
  'PAYEE_NAME_REQUIRED',
  /** The payee name is set once; another one is refused. */
  'PAYEE_NAME_LOCKED',
  /** Withdrawing needs a payment password, and none is set. */
  'PAYMENT_PASSWORD_REQUIRED',
  /** Wrong payment password: `{ attemptsLeft }`. */
  'PAYMENT_PASSWORD_WRONG',
  /** Too many wrong answers: `{ until }` (ISO time). */
  'PAYMENT_PASSWORD_LOCKED',
  /** Not six digits, or the same as the login password. */
  'PAYMENT_PASSWORD_FORMAT',
  'PAYMENT_PASSWORD_SAME_AS_LOGIN',
  /** The payment-password reset needs a mobile number on the account. */
  'MOBILE_REQUIRED',
  /** A date range that ends before it starts or reaches past 90 days back. */
  'DATE_RANGE_INVALID',
  /** The cash desk: someone already settled this request. */
  'REQUEST_SETTLED',
  // Member centre (issue 14).
  /** The file is not really a png or jpg image (checked from its bytes). */
  'UPLOAD_TYPE',
  /** Too many images for one form: `{ max }` (too many uploads in an hour is RATE_LIMITED). */
  'UPLOAD_TOO_MANY',
  /** A file id that is not the member's own upload for this purpose. */
  'FILE_NOT_FOUND',
  /** A two-factor code that is wrong, replayed or for the wrong step. */
  'TWO_FACTOR_INVALID',
  /** The second login step came after its challenge expired or was used. */
  'TWO_FACTOR_CHALLENGE_EXPIRED',
  /** Turning two-factor on when it is on, or off when it is off. */
  'TWO_FACTOR_STATE',
  /** A security question's answer does not match. */
  'SECURITY_ANSWER_WRONG',
  /** Identity verification: a submission while one is under review or after verification, or a review of a settled one. */
  'KYC_STATE',
  /** A bet or lottery order (or sub-order) that is not the member's. */
  'ORDER_NOT_FOUND',
  /** A lottery sub-order that is not open, or whose draw has closed. */
  'ORDER_NOT_CANCELLABLE',
  /** A lottery ticket for a draw that has stopped taking bets (the page shows the next one). */
  'DRAW_CLOSED',
  /** Feedback text outside the word bounds: `{ min, max }`. */
  'FEEDBACK_WORDS',
  /** The birthday is set once (it decides age and the VIP birthday bonus); support changes it. */
  'BIRTHDAY_LOCKED',
  // Messages and live chat (issue 15).
  /** An inbox message that is not the member's (or was deleted). */
  'INBOX_NOT_FOUND',
  /** The console sent an inbox message to a username that does not exist. */
  'INBOX_RECIPIENT_NOT_FOUND',
  /** A chat page token that is unknown or expired: open live chat again from the app. */
  'CHAT_LINK_EXPIRED',
  /** Too many chat messages in a short time: `{ retryAfterMs }`. */
  'CHAT_RATE_LIMITED',
  /** A conversation that does not exist (console). */
  'CHAT_NOT_FOUND',
  /** A conversation another operator holds (claim, reply, close): `{ operator }`. */
  'CHAT_HELD',
  /** A closed conversation (reply, claim, transfer, close). */
  'CHAT_CLOSED',
  /** A transfer to an operator who is not support (or is disabled, or is oneself). */
  'CHAT_TRANSFER_TARGET',
  // Rewards (issue 16).
  /** A reward key or bonus that does not exist, or is another member's. */
  'REWARD_NOT_FOUND',
  /** The item cannot be claimed in its state (already claimed, applying, not yet open): `{ status }`. */
  'REWARD_NOT_CLAIMABLE',
  /** The promotion's deadline has passed. */
  'REWARD_ENDED',
  /** Today's check-in is done: come back tomorrow. */
  'CHECK_IN_DONE',
  /** No rain is running in this session (not started, or over). */
  'RED_RAIN_CLOSED',
  /** The member opened as many envelopes as a session allows: `{ max }`. */
  'RED_RAIN_LIMIT',
  /** The session's pool is used up. */
  'RED_RAIN_EMPTY',
  /** A withdrawal above the withdrawable amount: `{ locked, withdrawable }`. */
  'BONUS_LOCKED',
  // The agent centre (issue 17).
  /** Login on the member site with an account that is not a member account. */
  'NOT_MEMBER',
  /** Login on the agent side with an account that is not an agent (spec 6). */
  'NOT_AGENT',
  /** The account is not in the agent's team (another agent's downline, or unknown). */
  'NOT_IN_TEAM',
  /** A downline's rebate rate above the agent's own: `{ gameType, max }`. */
  'REBATE_ABOVE_OWN',
  /** A direct downline's rate below one it already gives its own downlines: `{ gameType, min }`. */
  'REBATE_BELOW_DOWNLINE',
  /** A report's dates are missing, reversed, too long or too old: `{ maxDays }`. */
  'REPORT_RANGE_INVALID',
  /** The affiliate link does not exist or is not the agent's. */
  'AFFILIATE_LINK_NOT_FOUND',
  /** The contract does not exist or is not the member's. */
  'CONTRACT_NOT_FOUND',
  /** The contract is not awaiting signature (already signed, declined or ended). */
  'CONTRACT_NOT_OFFERED',
  /** The sub-agent already has an offered or signed contract of this kind. */
  'CONTRACT_EXISTS',
  /** Offered terms better than the agent's own signed contract of the kind (or none signed). */
  'CONTRACT_ABOVE_OWN',
  /**
   * The console's move to another upline refused (issue 17): `{ reason }` NOT_FOUND (no such
   * account), SELF, SAME (already its upline), OWN_TEAM (a member of its own team), NOT_AGENT
   * (the upline is not an agent) or TRIAL (trial accounts have no upline).
   */
  'UPLINE_INVALID',
  // Safer gambling (issue 18); details: safer-gambling.ts saferGamblingErrorDetailsSchema.
  /** A deposit over what a deposit limit leaves: `{ remaining, period }`. */
  'DEPOSIT_LIMIT_EXCEEDED',
  /** The member is on a time-out: `{ until }`. Withdrawing and reading history still work. */
  'TIMED_OUT',
  /** The member is self-excluded: `{ until }` (absent: for good). Withdrawing and history work. */
  'SELF_EXCLUDED',
  /** A loss limit is reached, or this stake would pass it: `{ period, until }`. */
  'LOSS_LIMIT_REACHED',
  /** The play session reached the member's session limit: `{ until }`. */
  'SESSION_LIMIT_REACHED',
  /** The operator has switched this safer-gambling tool off. */
  'SAFER_GAMBLING_OFF',
  /** Registration with a mobile number or email of a self-excluded account. */
  'REGISTRATION_REFUSED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
