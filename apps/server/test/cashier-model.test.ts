import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deposits,
  ledgerEntries,
  ledgerTransactions,
  members,
  wallets,
  withdrawals,
} from '../src/db/schema';
import type { Actor } from '../src/services/audit-service';
import { DomainError } from '../src/services/domain-error';
import { signWebhook } from '../src/services/webhook-signature';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { createMember } from './helpers/member-fixtures';

/**
 * The cashier's money rules under random interleavings (issue 13, Tests): deposits by gateway
 * and bank transfer, webhook deliveries with replays and forgeries, withdrawals, approvals,
 * rejections, payouts and retried requests, several at once. After every step the database must
 * show: each wallet's balance equals the sum of its entries and is never negative; every ledger
 * transaction sums to zero; each deposit credited at most once (exactly once when SUCCESS), each
 * withdrawal held once, returned once if rejected and paid out once if paid; and each balance
 * equals the opening balance plus credited deposits less withdrawals that were not rejected.
 */

const clock = createTestClock(new Date('2026-11-24T03:00:00Z'));
const actor: Actor = { operatorId: null, name: 'model-test', ip: null };
const PIN = '135790';
const OPENING_MINOR = 30_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => t.close());

type World = {
  members: { id: number; cardId: number }[];
  depositIds: number[];
  gatewayPayments: string[];
  withdrawalIds: number[];
  requestIds: string[];
};

type Command = (world: World) => Promise<unknown>;

const services = () => t.app.services;
const amountArb = fc.constantFrom('10', '25.50', '60', '100', '149.99', '300', '0', '-5', '1.001');
/** Mostly one of the last few (so one request goes through several steps), sometimes any. */
const pick = <T>(list: T[], index: number): T | undefined =>
  list.length === 0
    ? undefined
    : index % 4 === 0
      ? list[index % list.length]
      : list[list.length - 1 - (index % Math.min(list.length, 2))];

/** A rule saying no is expected here; anything else (a bug, a constraint) fails the run. */
async function allowRefusal(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}

function commands(): fc.Arbitrary<Command>[] {
  const urls = () => services().cashier.depositUrls('http://app.test');
  return [
    // A gateway deposit, sometimes retrying an earlier request id.
    fc
      .record({ m: fc.nat(), amount: amountArb, retry: fc.nat(), reuse: fc.boolean() })
      .map((c): Command => async (w) => {
        const member = pick(w.members, c.m)!;
        const requestId =
          (c.reuse && pick(w.requestIds, c.retry)) || `dep-${w.requestIds.length}-${c.retry}`;
        w.requestIds.push(requestId);
        await allowRefusal(async () => {
          const created = await services().cashier.deposits.create(
            member.id,
            {
              requestId,
              methodCode: 'CARD_GATEWAY',
              amount: c.amount,
              promoId: null,
              language: 'en',
            },
            urls(),
          );
          if (!w.depositIds.includes(created.deposit.id)) w.depositIds.push(created.deposit.id);
          const paymentId = created.redirectUrl?.split('/').pop();
          if (paymentId && !w.gatewayPayments.includes(paymentId))
            w.gatewayPayments.push(paymentId);
        });
      }),
    // The player acts on a payment page (again, perhaps: the PSP says it is finished).
    fc
      .record({ p: fc.nat(), action: fc.constantFrom('pay', 'pay', 'fail', 'cancel') })
      .map((c): Command => async (w) => {
        const id = pick(w.gatewayPayments, c.p);
        if (id) await services().psp.act(id, c.action as 'pay' | 'fail' | 'cancel');
      }),
    fc.constant<Command>(async () => services().psp.dispatchDue()),
    // A replayed notification (freshly signed: a PSP retry), or a forged one.
    fc
      .record({ p: fc.nat(), forge: fc.constantFrom('none', 'secret', 'amount', 'stale') })
      .map((c): Command => async (w) => {
        const id = pick(w.gatewayPayments, c.p);
        if (!id) return;
        const [event] = await services().psp.eventsOf(id);
        if (!event) return;
        const secret = (await services().core.operatorSettings.readAll()).psp.webhookSecret;
        let body = event.payload;
        let key = secret;
        let at = clock.now();
        if (c.forge === 'secret') key = 'whsec_forged_forged_forged';
        if (c.forge === 'amount')
          body = body.replace(/"amountMinor":\d+/, '"amountMinor":99999999');
        if (c.forge === 'stale') at = new Date(at.getTime() - 10 * 60_000);
        const outcome = await services().cashier.deposits.handleWebhook(
          body,
          signWebhook(key, body, at),
        );
        if (c.forge === 'secret' || c.forge === 'stale') expect(outcome.kind).toBe('refused');
      }),
    // A bank transfer, reported.
    fc.record({ m: fc.nat(), amount: amountArb }).map((c): Command => async (w) => {
      const member = pick(w.members, c.m)!;
      await allowRefusal(async () => {
        const created = await services().cashier.deposits.create(
          member.id,
          {
            requestId: `bt-${w.requestIds.length}-${c.amount}`,
            methodCode: 'BANK_TRANSFER',
            amount: c.amount,
            promoId: null,
            language: 'en',
          },
          urls(),
        );
        w.requestIds.push(`bt-${created.deposit.id}`);
        w.depositIds.push(created.deposit.id);
        await services().cashier.deposits.reportTransfer(
          member.id,
          created.deposit.id,
          { payerBank: 'ABA', payerAccountName: 'Model', transferredAt: clock.now().toISOString() },
          'en',
        );
      });
    }),
    // The cash desk on a deposit (approve twice at once sometimes: a double click).
    fc
      .record({ d: fc.nat(), approve: fc.boolean(), twice: fc.boolean() })
      .map((c): Command => async (w) => {
        const id = pick(w.depositIds, c.d);
        if (!id) return;
        const act = () =>
          allowRefusal(() =>
            c.approve
              ? services().cashier.cashDesk.approveDeposit(actor, id, null)
              : services().cashier.cashDesk.rejectDeposit(actor, id, 'model says no'),
          );
        await Promise.all(c.twice ? [act(), act()] : [act()]);
      }),
    // A withdrawal, sometimes retried with the same request id, sometimes a wrong PIN.
    fc
      .record({
        m: fc.nat(),
        amount: amountArb,
        retry: fc.nat(),
        reuse: fc.boolean(),
        wrongPin: fc.boolean(),
      })
      .map((c): Command => async (w) => {
        const member = pick(w.members, c.m)!;
        const requestId =
          (c.reuse && pick(w.requestIds, c.retry)) || `wd-${w.requestIds.length}-${c.retry}`;
        w.requestIds.push(requestId);
        await allowRefusal(async () => {
          const row = await services().cashier.withdrawals.request(member.id, {
            requestId,
            amount: c.amount === '10' ? '50' : c.amount,
            bankCardId: member.cardId,
            paymentPassword: c.wrongPin ? '000000' : PIN,
          });
          if (!w.withdrawalIds.includes(row.id)) w.withdrawalIds.push(row.id);
        });
      }),
    // The cash desk on a withdrawal.
    fc
      .record({
        i: fc.nat(),
        action: fc.constantFrom('approve', 'reject', 'pay'),
        twice: fc.boolean(),
      })
      .map((c): Command => async (w) => {
        const id = pick(w.withdrawalIds, c.i);
        if (!id) return;
        const desk = services().cashier.cashDesk;
        const act = () =>
          allowRefusal(() =>
            c.action === 'approve'
              ? desk.approveWithdrawal(actor, id, null)
              : c.action === 'reject'
                ? desk.rejectWithdrawal(actor, id, 'model says no')
                : desk.payWithdrawal(actor, id, null),
          );
        await Promise.all(c.twice ? [act(), act()] : [act()]);
      }),
    // Time passes: payment pages and pending deposits expire.
    fc.integer({ min: 1, max: 40 }).map((minutes): Command => async () => {
      clock.advance(minutes * 60);
      await services().cashier.deposits.expireDue();
    }),
  ];
}

/** Withdrawals and the desk's actions often enough that requests reach every state. */
function weighted(): fc.Arbitrary<Command> {
  const [deposit, act, dispatch, webhook, transfer, depositDesk, withdraw, withdrawalDesk, time] =
    commands() as [fc.Arbitrary<Command>, ...fc.Arbitrary<Command>[]];
  return fc.oneof(
    { arbitrary: deposit, weight: 3 },
    { arbitrary: act!, weight: 3 },
    { arbitrary: dispatch!, weight: 2 },
    { arbitrary: webhook!, weight: 2 },
    { arbitrary: transfer!, weight: 2 },
    { arbitrary: depositDesk!, weight: 3 },
    { arbitrary: withdraw!, weight: 4 },
    { arbitrary: withdrawalDesk!, weight: 5 },
    { arbitrary: time!, weight: 1 },
  );
}

type Db = TestApp['database']['db'];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Reads one snapshot (REPEATABLE READ): a webhook delivered in the background (the simulator
 * delivers at once after a payment) must not land between two of the checker's reads.
 */
async function checkInvariants(memberIds: number[]): Promise<void> {
  await t.database.db.transaction(
    async (db) => {
      // Every wallet: balance = sum of its entries, never negative.
      const drift = await rows<{ id: number }>(
        db,
        sql`select w.id from ${wallets} w
          left join ${ledgerEntries} e on e.wallet_id = w.id
          group by w.id, w.balance_minor
          having w.balance_minor <> coalesce(sum(e.amount_minor), 0) or w.balance_minor < 0`,
      );
      expect(drift, 'wallets whose balance is not the sum of their entries').toEqual([]);
      // Every transaction sums to zero.
      const unbalanced = await rows<{ id: number }>(
        db,
        sql`select transaction_id as id from ${ledgerEntries}
          group by transaction_id having sum(amount_minor) <> 0`,
      );
      expect(unbalanced, 'transactions that do not sum to zero').toEqual([]);
      const keys = await rows<{ key: string; n: number }>(
        db,
        sql`select t.idempotency_key as key, count(*)::int as n from ${ledgerTransactions} t
          where t.idempotency_key like 'deposit:%' or t.idempotency_key like 'withdrawal:%'
          group by t.idempotency_key`,
      );
      const count = (key: string) => keys.find((k) => k.key === key)?.n ?? 0;

      for (const memberId of memberIds) {
        const deps = await db.select().from(deposits).where(eq(deposits.memberId, memberId));
        const wds = await db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId));
        for (const d of deps)
          expect(count(`deposit:${d.id}`), `deposit ${d.id} ${d.status}`).toBe(
            d.status === 'SUCCESS' ? 1 : 0,
          );
        for (const w of wds) {
          expect(count(`withdrawal:${w.id}:hold`)).toBe(1);
          expect(count(`withdrawal:${w.id}:return`)).toBe(w.status === 'REJECTED' ? 1 : 0);
          expect(count(`withdrawal:${w.id}:paid`)).toBe(w.status === 'PAID' ? 1 : 0);
        }
        const expected =
          OPENING_MINOR +
          deps
            .filter((d) => d.status === 'SUCCESS')
            .reduce((sum, d) => sum + d.amountMinor - d.feeMinor, 0) -
          wds.filter((w) => w.status !== 'REJECTED').reduce((sum, w) => sum + w.amountMinor, 0);
        const [wallet] = await db
          .select({ balance: wallets.balanceMinor })
          .from(wallets)
          .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, 'REAL')));
        expect(wallet?.balance, `member ${memberId}`).toBe(expected);
      }
      // One deposit per PSP payment id (the column is unique; say so if it ever is not).
      const shared = await rows<{ id: string }>(
        db,
        sql`select psp_payment_id as id from ${deposits} where psp_payment_id is not null
          group by psp_payment_id having count(*) > 1`,
      );
      expect(shared).toEqual([]);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function newWorld(): Promise<World> {
  const list: World['members'] = [];
  for (let i = 0; i < 2; i += 1) {
    const id = await createMember(t);
    await t.database.db
      .update(members)
      .set({ payeeName: 'Model Member' })
      .where(eq(members.id, id));
    await services().core.wallets.openWallet(id);
    await services().core.wallets.post({
      idempotencyKey: `model-opening:${id}`,
      memberId: id,
      walletKind: 'REAL',
      amountMinor: OPENING_MINOR,
      kind: 'ADJUSTMENT',
    });
    await services().cashier.paymentPasswords.set(id, { newPassword: PIN, confirmPassword: PIN });
    const card = await services().cashier.cards.add(id, {
      bankCode: 'ABA',
      accountNumber: `55500${id}`,
    });
    list.push({ id, cardId: card.id });
  }
  return { members: list, depositIds: [], gatewayPayments: [], withdrawalIds: [], requestIds: [] };
}

describe('the cashier ledger under random interleavings', () => {
  it('never loses, doubles or overdraws money', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Steps of one to three commands run at the same time.
        fc.array(fc.array(weighted(), { minLength: 1, maxLength: 3 }), {
          minLength: 4,
          maxLength: 24,
        }),
        async (steps) => {
          const world = await newWorld();
          for (const step of steps) {
            await Promise.all(step.map((command) => command(world)));
            await checkInvariants(world.members.map((m) => m.id));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);
});
