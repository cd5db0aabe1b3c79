import type { Wallet } from '@app/contracts/account';
import { isTrialType } from '@app/contracts/member-types';
import type {
  QueryHandle,
  StoredTransaction,
  WalletKind,
  WalletQueries,
  WalletRepository,
} from '../repositories/wallet-repository';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';

export type { WalletKind } from '../repositories/wallet-repository';

/** What a ledger transaction is for; each kind has its house (counter) account. */
export const ledgerKinds = [
  'SEED_CREDIT',
  'PLAY_MONEY_GRANT',
  'BET',
  'PAYOUT',
  'ADJUSTMENT',
  // The cashier (issue 13).
  'DEPOSIT',
  /** A withdrawal request: the money leaves the wallet for house:withdrawals-pending at once. */
  'WITHDRAWAL',
  /** A rejected withdrawal: the held money comes back. */
  'WITHDRAWAL_RETURN',
  /** A paid withdrawal: the held money leaves the platform (house accounts only). */
  'WITHDRAWAL_PAYOUT',
  /** A cancelled lottery pick: its stake comes back (issue 14). */
  'BET_REFUND',
  // Rewards (issue 16).
  /** A deposit bonus credited with its deposit (locked while its wagering is open). */
  'BONUS',
  /** What is left of a bonus leaving the wallet: expired or forfeited. */
  'BONUS_REMOVED',
  /** An event's reward (claimed, or issued on approval) or a daily check-in. */
  'REWARD',
  /** An envelope of the red envelope rain. */
  'RED_RAIN',
  /** A referred friend met the condition: the referrer's reward (referral-repository.ts). */
  'REFERRAL_REWARD',
  // The agent centre (issue 17).
  /** An agent's money to a downline: one transaction, two wallet entries (`transferIn`). */
  'AGENT_TRANSFER',
  /** A day's rebate on valid turnover: the member's own and its team's difference. */
  'REBATE',
  /** A daily- or hourly-salary contract's period: from the upline, or the house. */
  'SALARY',
  /** A dividend contract's period: a share of the team's net loss. */
  'DIVIDEND',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

const houseAccountByKind: Record<LedgerKind, string> = {
  SEED_CREDIT: 'house:seed',
  PLAY_MONEY_GRANT: 'house:play-money',
  BET: 'house:games',
  PAYOUT: 'house:games',
  ADJUSTMENT: 'house:adjustments',
  DEPOSIT: 'house:deposits',
  WITHDRAWAL: 'house:withdrawals-pending',
  WITHDRAWAL_RETURN: 'house:withdrawals-pending',
  WITHDRAWAL_PAYOUT: 'house:withdrawals-pending',
  BET_REFUND: 'house:games',
  BONUS: 'house:bonuses',
  BONUS_REMOVED: 'house:bonuses',
  REWARD: 'house:rewards',
  RED_RAIN: 'house:red-rain',
  REFERRAL_REWARD: 'house:referrals',
  // Transfers post wallet to wallet; this account is never used by them.
  AGENT_TRANSFER: 'house:agent-transfers',
  REBATE: 'house:rebates',
  SALARY: 'house:agent-contracts',
  DIVIDEND: 'house:agent-contracts',
};

/** A movement between house accounts only (a paid withdrawal leaving the platform). */
export type HousePostInput = {
  idempotencyKey: string;
  kind: LedgerKind;
  memo?: string | null;
  /** Entries that sum to zero, each on a house account. */
  entries: readonly { houseAccount: string; amountMinor: number }[];
  /** Backdated history (seeds only): the ledger rows' time. */
  at?: Date;
};

/** Free play starts with 2,000.00 of play money (issue 3; spec section 6, trial accounts). */
export const PLAY_MONEY_GRANT_MINOR = 200_000;

export type PostInput = {
  /** Same key, same effect, once: a retry returns the first result and moves nothing. */
  idempotencyKey: string;
  memberId: number;
  walletKind: WalletKind;
  /** Integer minor units; positive credits the member, negative debits. */
  amountMinor: number;
  kind: LedgerKind;
  memo?: string | null;
  /** The counter account; defaults to the kind's house account. */
  houseAccount?: string;
  /** BET, PAYOUT, BET_REFUND: the game's type (the agent centre's turnover per type). */
  gameType?: string | null;
  /** Backdated history (seeds only): the ledger rows' time and the aggregates' day. */
  at?: Date;
};

/**
 * Money from one member's wallet to another's as ONE ledger transaction (two wallet entries
 * summing to zero): an agent's transfer to a downline, a contract paid by the upline.
 */
export type TransferInput = {
  idempotencyKey: string;
  fromMemberId: number;
  toMemberId: number;
  /** Positive minor units moved from `fromMemberId` to `toMemberId`. */
  amountMinor: number;
  kind: LedgerKind;
  memo?: string | null;
};

export type PostResult = {
  transactionId: number;
  walletId: number;
  /** The wallet's balance right after this transaction. */
  balanceMinor: number;
  /** False when the idempotency key had already been applied (nothing moved now). */
  applied: boolean;
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;
const HOUSE_ACCOUNT = /^house:[a-z0-9-]{1,57}$/;

function checkInput(input: PostInput, houseAccount: string): void {
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
    throw new Error('ledger: idempotency key must be 1..128 printable ASCII characters');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0)
    throw new Error('ledger: amountMinor must be a non-zero safe integer');
  if (!HOUSE_ACCOUNT.test(houseAccount))
    throw new Error(`ledger: bad house account ${houseAccount}`);
}

/** The first result of a retried key, after checking the retry asks for the same movement. */
function replayOf(stored: StoredTransaction, input: PostInput, walletId: number): PostResult {
  const walletEntry = stored.entries.find((e) => e.walletId !== null);
  if (
    stored.kind !== input.kind ||
    walletEntry?.walletId !== walletId ||
    walletEntry.amountMinor !== input.amountMinor
  ) {
    // A caller bug, not a player's mistake: the same key must never mean two movements.
    throw new Error(`ledger: idempotency key ${input.idempotencyKey} reused for a different post`);
  }
  return {
    transactionId: stored.id,
    walletId,
    balanceMinor: walletEntry.balanceAfterMinor ?? 0,
    applied: false,
  };
}

/** One transaction's queries plus the aggregates' calendar read before it opened. */
type Tx = WalletQueries & { statTime: (at?: Date) => { day: string; hour: Date } };

/**
 * Wallets and their double-entry ledger (issue 3: "balance changes only through a double-entry
 * ledger in the same transaction"). Every movement is one database transaction holding the
 * transaction header (unique idempotency key), a wallet entry and the opposite house entry
 * (they sum to zero), and the guarded balance update; any failure rolls back all of it.
 */
export function createWalletService(deps: {
  repo: WalletRepository;
  /** The site's currency code for new wallets (operator settings). */
  currency: () => Promise<string>;
  /**
   * The aggregates' calendar: read BEFORE a transaction opens (the settings read must not queue
   * behind the transaction on PGlite's one connection), then `statTime` maps an instant (now
   * when absent) to the operator's day and the UTC hour.
   */
  calendar: () => Promise<{ statTime: (at?: Date) => { day: string; hour: Date } }>;
}) {
  const { repo } = deps;

  /** The agent centre's aggregates of a REAL-money post, in its transaction. */
  async function countIn(
    tx: Tx,
    input: {
      memberId: number;
      kind: LedgerKind;
      amountMinor: number;
      gameType?: string | null;
      at?: Date;
    },
  ): Promise<void> {
    const { day, hour } = tx.statTime(input.at);
    await tx.stats.recordMovement({
      memberId: input.memberId,
      day,
      hour,
      kind: input.kind,
      amountMinor: input.amountMinor,
      gameType: input.gameType ?? null,
    });
  }

  async function open(memberId: number, kind: WalletKind): Promise<void> {
    await repo.ensureWallet(memberId, kind, await deps.currency());
  }

  /** The ledger rules of one post, inside a transaction the caller holds (`tx`). */
  async function postIn(tx: Tx, input: PostInput): Promise<PostResult> {
    const houseAccount = input.houseAccount ?? houseAccountByKind[input.kind];
    checkInput(input, houseAccount);
    const wallet = await tx.findWallet(input.memberId, input.walletKind);
    if (!wallet) throw new Error(`ledger: no ${input.walletKind} wallet for ${input.memberId}`);
    const transactionId = await tx.insertTransaction({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      memo: input.memo ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    });
    if (transactionId === null) {
      const stored = await tx.findTransactionByKey(input.idempotencyKey);
      if (!stored) throw new Error('ledger: idempotency key vanished');
      return replayOf(stored, input, wallet.id);
    }
    const updated = await tx.applyToWallet(wallet.id, input.amountMinor);
    if (!updated) throw new DomainError('INSUFFICIENT_BALANCE', 'Insufficient balance');
    if (input.walletKind === 'REAL') await countIn(tx, input);
    await tx.insertEntries(
      transactionId,
      [
        {
          walletId: wallet.id,
          houseAccount: null,
          amountMinor: input.amountMinor,
          balanceAfterMinor: updated.balanceMinor,
        },
        {
          walletId: null,
          houseAccount,
          amountMinor: -input.amountMinor,
          balanceAfterMinor: null,
        },
      ],
      input.at,
    );
    return {
      transactionId,
      walletId: wallet.id,
      balanceMinor: updated.balanceMinor,
      applied: true,
    };
  }

  /**
   * A REAL-money transfer between two members in `tx`: one header, the debit and the credit.
   * Wallets are locked in id order (no deadlock between two transfers crossing each other).
   * A retried key answers the first result; the payer's short balance is INSUFFICIENT_BALANCE.
   */
  async function transferIn(
    tx: Tx,
    input: TransferInput,
  ): Promise<{
    transactionId: number;
    fromBalanceMinor: number;
    toBalanceMinor: number;
    applied: boolean;
  }> {
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
      throw new Error('ledger: idempotency key must be 1..128 printable ASCII characters');
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
      throw new Error('ledger: a transfer moves a positive safe integer');
    if (input.fromMemberId === input.toMemberId) throw new Error('ledger: a transfer to oneself');
    const from = await tx.findWallet(input.fromMemberId, 'REAL');
    const to = await tx.findWallet(input.toMemberId, 'REAL');
    if (!from || !to) throw new Error('ledger: a transfer needs both REAL wallets');
    const transactionId = await tx.insertTransaction({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      memo: input.memo ?? null,
    });
    if (transactionId === null) {
      const stored = await tx.findTransactionByKey(input.idempotencyKey);
      const debit = stored?.entries.find((e) => e.walletId === from.id);
      const credit = stored?.entries.find((e) => e.walletId === to.id);
      if (
        !stored ||
        stored.kind !== input.kind ||
        debit?.amountMinor !== -input.amountMinor ||
        !credit
      )
        throw new Error(
          `ledger: idempotency key ${input.idempotencyKey} reused for a different post`,
        );
      return {
        transactionId: stored.id,
        fromBalanceMinor: debit.balanceAfterMinor ?? 0,
        toBalanceMinor: credit.balanceAfterMinor ?? 0,
        applied: false,
      };
    }
    const moves = [
      { wallet: from, amountMinor: -input.amountMinor },
      { wallet: to, amountMinor: input.amountMinor },
    ].sort((a, b) => a.wallet.id - b.wallet.id);
    const after = new Map<number, number>();
    for (const move of moves) {
      const updated = await tx.applyToWallet(move.wallet.id, move.amountMinor);
      if (!updated) throw new DomainError('INSUFFICIENT_BALANCE', 'Insufficient balance');
      after.set(move.wallet.id, updated.balanceMinor);
    }
    await countIn(tx, {
      memberId: input.fromMemberId,
      kind: input.kind,
      amountMinor: -input.amountMinor,
    });
    await countIn(tx, {
      memberId: input.toMemberId,
      kind: input.kind,
      amountMinor: input.amountMinor,
    });
    await tx.insertEntries(transactionId, [
      {
        walletId: from.id,
        houseAccount: null,
        amountMinor: -input.amountMinor,
        balanceAfterMinor: after.get(from.id) ?? 0,
      },
      {
        walletId: to.id,
        houseAccount: null,
        amountMinor: input.amountMinor,
        balanceAfterMinor: after.get(to.id) ?? 0,
      },
    ]);
    return {
      transactionId,
      fromBalanceMinor: after.get(from.id) ?? 0,
      toBalanceMinor: after.get(to.id) ?? 0,
      applied: true,
    };
  }

  /** A house-only transaction in `tx`; false when its key was applied before (nothing moved). */
  async function postHouseIn(tx: Tx, input: HousePostInput): Promise<boolean> {
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
      throw new Error('ledger: idempotency key must be 1..128 printable ASCII characters');
    const entries = input.entries.filter((e) => e.amountMinor !== 0);
    for (const e of entries) {
      if (!HOUSE_ACCOUNT.test(e.houseAccount) || !Number.isSafeInteger(e.amountMinor))
        throw new Error(`ledger: bad house entry ${e.houseAccount} ${e.amountMinor}`);
    }
    if (entries.length < 2 || entries.reduce((sum, e) => sum + e.amountMinor, 0) !== 0)
      throw new Error('ledger: a house transaction needs entries that sum to zero');
    const transactionId = await tx.insertTransaction({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      memo: input.memo ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    });
    if (transactionId === null) return false;
    await tx.insertEntries(
      transactionId,
      entries.map((e) => ({
        walletId: null,
        houseAccount: e.houseAccount,
        amountMinor: e.amountMinor,
        balanceAfterMinor: null,
      })),
      input.at,
    );
    return true;
  }

  async function post(input: PostInput): Promise<PostResult> {
    checkInput(input, input.houseAccount ?? houseAccountByKind[input.kind]);
    const existing = await repo.findWallet(input.memberId, input.walletKind);
    if (!existing) await open(input.memberId, input.walletKind);
    const { statTime } = await deps.calendar();
    return repo.transaction((tx) => postIn({ ...tx, statTime }, input));
  }

  return {
    post,

    /**
     * Several posts and the caller's own writes in ONE database transaction (a game round: the
     * stake, the win and the bet order): `work` gets `post` bound to that transaction and the
     * queries `bind` makes on it; any throw rolls all of it back. The wallets must exist
     * already (`openWallet`, `grantPlayMoney`): nothing outside the transaction runs meanwhile.
     */
    async atomically<X, T>(
      bind: (db: QueryHandle) => X,
      work: (
        post: (input: PostInput) => Promise<PostResult>,
        other: X,
        postHouse: (input: HousePostInput) => Promise<boolean>,
        transfer: (input: TransferInput) => ReturnType<typeof transferIn>,
      ) => Promise<T>,
    ): Promise<T> {
      const { statTime } = await deps.calendar();
      return repo.transactionWith(bind, (queries, other) => {
        const tx: Tx = { ...queries, statTime };
        return work(
          (input) => postIn(tx, input),
          other,
          (input) => postHouseIn(tx, input),
          (input) => transferIn(tx, input),
        );
      });
    },

    /** Opens the member's REAL wallet (registration); a no-op when it exists. */
    openWallet: (memberId: number) => open(memberId, 'REAL'),

    /** Trial accounts: a PLAY wallet with 2,000.00 from house:play-money, once per member. */
    async grantPlayMoney(memberId: number): Promise<void> {
      await post({
        idempotencyKey: `play-money-grant:${memberId}`,
        memberId,
        walletKind: 'PLAY',
        amountMinor: PLAY_MONEY_GRANT_MINOR,
        kind: 'PLAY_MONEY_GRANT',
        memo: 'Free play money',
      });
    },

    /** Balance in minor units (0 without a wallet). Trial accounts hold PLAY money. */
    async balanceMinor(memberId: number, kind: WalletKind): Promise<number> {
      return (await repo.findWallet(memberId, kind))?.balanceMinor ?? 0;
    },

    /**
     * GET /wps/wallets/gcs: trial (type 4) members see their play money, everyone else their
     * real wallet; major units with 2 decimals, from integer minor units.
     */
    async getWallet(memberId: number, memberType: number): Promise<Wallet> {
      const kind: WalletKind = isTrialType(memberType) ? 'PLAY' : 'REAL';
      const wallet = await repo.findWallet(memberId, kind);
      const balance = toMajorUnits(wallet?.balanceMinor ?? 0);
      return {
        sumBalance: balance,
        currency: wallet?.currency ?? (await deps.currency()),
        wallets: [{ code: kind, balance }],
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
