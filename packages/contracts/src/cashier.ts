import { z } from 'zod';
import {
  depositFlows,
  depositGroups,
  depositStatuses,
  txStatuses,
  txTypes,
  withdrawalStatuses,
  type CashierErrorDetails,
} from './cashier-constants';
import { apiLanguageSchema } from './languages';

export * from './cashier-constants';

/**
 * The cashier (issue 13; spec section 7, Member and wallet): deposit methods and promotions,
 * deposits (payment gateway and bank transfer), withdrawals, bank cards, the payment password
 * and the transaction record. Amounts a person types travel as strings and are parsed once by
 * money.ts (`parseAmountMinor`); amounts in answers are major units with 2 decimals, like
 * `sumBalance` (decision 0015).
 */

const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(20);
const languageQuery = z.object({ language: apiLanguageSchema.optional() });
/** A typed amount: the service parses it (money.ts) and answers AMOUNT_INVALID when it is not one. */
const typedAmount = z.string().max(32);
/**
 * The client's id of one attempt (a UUID): a retried or double-clicked submit carries the same
 * id and moves money once (decision 0015's idempotency key, per member).
 */
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const isoDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- error details

/**
 * The envelope's `value` when a cashier rule says no: what the message names (the minimum, what
 * is left today, when a locked payment password opens again, how many tries are left).
 */
export const cashierErrorDetailsSchema: z.ZodType<CashierErrorDetails> = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  remaining: z.number().optional(),
  count: z.number().int().optional(),
  until: z.string().optional(),
  attemptsLeft: z.number().int().optional(),
});

// ---------------------------------------------------------------- deposit methods and promotions

export const depositMethodSchema = z.object({
  code: z.string(),
  group: z.enum(depositGroups),
  flow: z.enum(depositFlows),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  /** Percent of the amount kept as a fee (0 = free). */
  feePercent: z.number(),
  /** How long the money usually takes to arrive, in minutes. */
  etaMinutes: z.number().int(),
  presets: z.array(z.number()),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

/** GET MCS2_depositBanksByVendor: the methods, grouped, in the order the cashier shows them. */
export const depositMethodsQuerySchema = languageQuery;
export const depositMethodsSchema = z.object({
  currency: z.string(),
  groups: z.array(
    z.object({ group: z.enum(depositGroups), methods: z.array(depositMethodSchema) }),
  ),
});
export type DepositMethods = z.infer<typeof depositMethodsSchema>;

export const depositPromoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['WELCOME', 'RELOAD']),
  title: z.string(),
  summary: z.string(),
  bonusPercent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  /** Valid turnover needed before the bonus can be withdrawn: this many times bonus + deposit. */
  wagerMultiplier: z.number().int(),
});
export type DepositPromo = z.infer<typeof depositPromoSchema>;

/** GET MCS2_depositPromoList: the deposit promotions this member may take now. */
export const depositPromosQuerySchema = languageQuery;
export const depositPromoListSchema = z.array(depositPromoSchema);

/**
 * POST MCS2_acceptPromo: takes a promotion (or none) for a deposit of this amount by this
 * method, answering the bonus it would give; the deposit then carries the choice.
 */
export const acceptPromoBodySchema = z.object({
  promoId: z.number().int().min(1).nullable(),
  methodCode: z.string().max(40),
  amount: typedAmount,
});
export const acceptPromoResultSchema = z.object({
  promoId: z.number().int().nullable(),
  bonus: z.number(),
});

// ---------------------------------------------------------------- deposits

export const receivingAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

export const depositSchema = z.object({
  id: z.number().int(),
  /** Unique, short and typeable: the member writes it in the transfer's memo. */
  reference: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  flow: z.enum(depositFlows),
  amount: z.number(),
  fee: z.number(),
  status: z.enum(depositStatuses),
  promoId: z.number().int().nullable(),
  promoTitle: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A pending deposit expires then (the gateway never confirmed, no transfer was reported). */
  expiresAt: z.string().nullable(),
  /** Bank transfers: where to send the money, and what the member reported. */
  receivingAccount: receivingAccountSchema.nullable(),
  payerBank: z.string().nullable(),
  payerAccountName: z.string().nullable(),
  transferredAt: z.string().nullable(),
  /** The cash desk's reason, when rejected. */
  reason: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /wps/transaction/deposit: starts a deposit. */
export const depositCreateBodySchema = z.object({
  requestId,
  methodCode: z.string().max(40),
  amount: typedAmount,
  promoId: z.number().int().min(1).nullable(),
  /** The player app's language, for the gateway's page. */
  language: apiLanguageSchema.optional(),
});
export const depositCreatedSchema = z.object({
  deposit: depositSchema,
  /** Gateway methods: the payment page to open; the gateway returns to the result screen. */
  redirectUrl: z.string().nullable(),
});
export type DepositCreated = z.infer<typeof depositCreatedSchema>;

export const depositParamsSchema = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});
/** Names (method, promotion) in this language; English when absent. */
export const depositQuerySchema = languageQuery;

/** POST /wps/transaction/deposit/:id/transfer: the member reports the bank transfer they made. */
export const depositTransferBodySchema = z.object({
  payerBank: z.string().trim().min(1).max(80),
  payerAccountName: z.string().trim().min(1).max(80),
  transferredAt: isoDateTime,
});

/** GET MCS2_depositTransactioNReport and MCS2_WithdrawTransactionReport: newest first. */
export const cashierReportQuerySchema = z.object({
  pageNo,
  pageSize,
  language: apiLanguageSchema.optional(),
});
export const depositReportSchema = z.object({
  list: z.array(depositSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

// ---------------------------------------------------------------- payment password

const paymentPassword = z.string().max(64);

export const hasWithdrawalPasswordSchema = z.object({ hasWithdrawalPassword: z.boolean() });

/** POST /wps/member/paymentPassword (encrypted): set it, or change it with the old one. */
export const paymentPasswordSetSchema = z.object({
  oldPassword: paymentPassword.optional(),
  newPassword: paymentPassword,
  confirmPassword: paymentPassword,
});
/** POST /wps/member/paymentPassword/reset (encrypted): with the SMS code sent to the member. */
export const paymentPasswordResetSchema = z.object({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/),
  newPassword: paymentPassword,
  confirmPassword: paymentPassword,
});
export const smsSentSchema = z.object({
  expirationTime: z.number().int(),
  /** The member's mobile number with all but the last 4 digits masked. */
  maskedMobile: z.string(),
});

// ---------------------------------------------------------------- bank cards

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Every digit but the last 4 masked. */
  maskedNumber: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** GET MCS2_bankCards: the member's cards, how many they may hold, and the banks to add one. */
export const bankCardListSchema = z.object({
  cards: z.array(bankCardSchema),
  limit: z.number().int(),
  banks: z.array(bankSchema),
});
export type BankCardList = z.infer<typeof bankCardListSchema>;

/** POST /wps/member/bankCard: the payee is the member's payee name (set once, /info/payeename). */
export const bankCardAddSchema = z.object({
  bankCode: z.string().max(20),
  accountNumber: z.string().trim().max(40),
});
export const bankCardParamsSchema = depositParamsSchema;
export const bankCardRemovedSchema = z.object({ removed: z.boolean() });

// ---------------------------------------------------------------- withdrawals

export const withdrawalSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What reaches the bank account: the amount less the fee. */
  payout: z.number(),
  status: z.enum(withdrawalStatuses),
  bankName: z.string(),
  maskedNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The bonuses' titles (`wagering[]`) in this language (issue 16); Khmer when absent. */
export const withdrawInfoQuerySchema = languageQuery;

/** GET /wps/transaction/withdraw/info: what the withdraw screen shows before the form. */
export const withdrawInfoSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  /** The balance less what is locked (bonus wagering, issue 16); what may be requested now. */
  withdrawable: z.number(),
  /** Bonus money under wagering (issue 16): balance - withdrawable, at most the balance. */
  locked: z.number(),
  /** The bonuses under wagering: what each needs and has done, and until when. */
  wagering: z.array(
    z.object({
      bonusId: z.number().int(),
      title: z.string(),
      bonus: z.number(),
      required: z.number(),
      done: z.number(),
      expiresAt: z.string().datetime({ offset: true }),
    }),
  ),
  min: z.number(),
  max: z.number(),
  feePercent: z.number(),
  dailyCountLimit: z.number().int(),
  dailyCountLeft: z.number().int(),
  dailyAmountLimit: z.number(),
  dailyAmountLeft: z.number(),
  hasWithdrawalPassword: z.boolean(),
  payeeName: z.string().nullable(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** POST /wps/transaction/withdraw (encrypted: it carries the payment password). */
export const withdrawBodySchema = z.object({
  requestId,
  amount: typedAmount,
  bankCardId: z.number().int().min(1).max(2_147_483_647),
  paymentPassword,
});
export const withdrawReportSchema = z.object({
  list: z.array(withdrawalSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

// ---------------------------------------------------------------- transaction record

export const txCodeListQuerySchema = languageQuery;
export const txCodeListSchema = z.array(z.object({ code: z.enum(txTypes), name: z.string() }));

export const memberTransactionsQuerySchema = z.object({
  /** `A` (all) or a comma list of txTypes. */
  types: z
    .string()
    .regex(/^(A|[A-Z]+(,[A-Z]+)*)$/)
    .default('A'),
  from: isoDateTime,
  to: isoDateTime,
  pageNo,
  pageSize,
});
export const memberTransactionSchema = z.object({
  /** Unique in the list: the source and its id (`D12`, `W7`, `L345`). */
  id: z.string(),
  type: z.enum(txTypes),
  /** Signed: money in is positive, money out negative. */
  amount: z.number(),
  status: z.enum(txStatuses),
  createdAt: z.string(),
  reference: z.string(),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;
export const memberTransactionPageSchema = z.object({
  list: z.array(memberTransactionSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over the whole range and types, of money that moved (pending withdrawals are held: out). */
  totalIn: z.number(),
  totalOut: z.number(),
});
export type MemberTransactionPage = z.infer<typeof memberTransactionPageSchema>;

/** POST GCS_walletTransfer: one seamless wallet here (decision 0036): moves nothing. */
export const walletTransferBodySchema = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
  amount: z.string().max(32).optional(),
});
export const walletTransferResultSchema = z.object({
  transferred: z.number(),
  sumBalance: z.number(),
});
