import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/services/domain-error';
import { parseMajorUnits, toMajorUnits } from '../src/services/money';
import type { PostInput } from '../src/services/wallet-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createMember } from './helpers/member-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const wallets = () => t.app.services.core.wallets;

type Rows<T> = { rows: T[] };

/** Every ledger invariant at once, over the whole database. */
async function expectLedgerInvariants(): Promise<void> {
  const db = t.database.db;
  const drift = (await db.execute(sql`
    select w.id, w.balance_minor, coalesce(sum(e.amount_minor), 0) as entries
    from wallets w left join ledger_entries e on e.wallet_id = w.id
    group by w.id
    having w.balance_minor <> coalesce(sum(e.amount_minor), 0)
  `)) as unknown as Rows<unknown>;
  expect(drift.rows, 'wallet balance equals the sum of its entries').toEqual([]);

  const unbalanced = (await db.execute(sql`
    select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id
    having coalesce(sum(e.amount_minor), 0) <> 0 or count(e.id) < 2
  `)) as unknown as Rows<unknown>;
  expect(unbalanced.rows, 'each transaction has entries that sum to zero').toEqual([]);

  const negative = (await db.execute(
    sql`select id from wallets where balance_minor < 0`,
  )) as unknown as Rows<unknown>;
  expect(negative.rows).toEqual([]);

  const badAfter = (await db.execute(sql`
    select e.id from ledger_entries e
    where e.wallet_id is not null and e.balance_after_minor <> (
      select sum(x.amount_minor) from ledger_entries x
      where x.wallet_id = e.wallet_id and x.id <= e.id)
  `)) as unknown as Rows<unknown>;
  expect(badAfter.rows, 'balance_after_minor is the running total').toEqual([]);
}

async function transactionCount(): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from ledger_transactions`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

function credit(memberId: number, amountMinor: number, key: string): PostInput {
  return {
    idempotencyKey: key,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind: amountMinor > 0 ? 'PAYOUT' : 'BET',
  };
}

describe('money', () => {
  it('converts minor units to major units without drift', () => {
    expect(toMajorUnits(100_000)).toBe(1000);
    expect(toMajorUnits(123_456)).toBe(1234.56);
    expect(toMajorUnits(10 + 20)).toBe(0.3);
    expect(JSON.stringify(toMajorUnits(1))).toBe('0.01');
    expect(() => toMajorUnits(1.5)).toThrow();
  });

  it('parses 2-decimal amounts exactly', () => {
    expect(parseMajorUnits('1000')).toBe(100_000);
    expect(parseMajorUnits('0.1')).toBe(10);
    expect(parseMajorUnits('19.99')).toBe(1999);
    expect(parseMajorUnits('-5.05')).toBe(-505);
    expect(() => parseMajorUnits('1.001')).toThrow();
    expect(() => parseMajorUnits('1e3')).toThrow();
  });
});

describe('wallet ledger', () => {
  it('opens one REAL wallet per member, idempotently, with a zero balance', async () => {
    const memberId = await createMember(t);
    await wallets().openWallet(memberId);
    await wallets().openWallet(memberId);
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(0);
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from wallets where member_id = ${memberId}`,
    )) as unknown as Rows<{ n: number }>;
    expect(result.rows[0]?.n).toBe(1);
  });

  it('credits and debits through balanced entries and reports the balance after', async () => {
    const memberId = await createMember(t);
    const first = await wallets().post(credit(memberId, 5_000, `t1:${memberId}`));
    expect(first).toMatchObject({ applied: true, balanceMinor: 5_000 });
    const second = await wallets().post(credit(memberId, -1_250, `t2:${memberId}`));
    expect(second).toMatchObject({ applied: true, balanceMinor: 3_750 });
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(3_750);
    await expectLedgerInvariants();
  });

  it('refuses to go below zero and writes nothing for the refused post', async () => {
    const memberId = await createMember(t);
    await wallets().post(credit(memberId, 1_000, `n1:${memberId}`));
    const before = await transactionCount();
    const attempt = wallets().post(credit(memberId, -1_001, `n2:${memberId}`));
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await transactionCount()).toBe(before);
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(1_000);
    // Exactly the whole balance is fine.
    await wallets().post(credit(memberId, -1_000, `n3:${memberId}`));
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(0);
    // The refused key was never recorded, so a retry after a deposit goes through.
    await wallets().post(credit(memberId, 2_000, `n4:${memberId}`));
    const retried = await wallets().post(credit(memberId, -1_001, `n2:${memberId}`));
    expect(retried).toMatchObject({ applied: true, balanceMinor: 999 });
    await expectLedgerInvariants();
  });

  it('applies a retried idempotency key once and returns the first result', async () => {
    const memberId = await createMember(t);
    const first = await wallets().post(credit(memberId, 700, `r:${memberId}`));
    await wallets().post(credit(memberId, 300, `r2:${memberId}`));
    const again = await wallets().post(credit(memberId, 700, `r:${memberId}`));
    expect(again).toEqual({ ...first, applied: false });
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(1_000);
    await expectLedgerInvariants();
  });

  it('applies a key once under concurrent calls', async () => {
    const memberId = await createMember(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => wallets().post(credit(memberId, 2_500, `c:${memberId}`))),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.every((r) => r.balanceMinor === 2_500)).toBe(true);
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(2_500);
    await expectLedgerInvariants();
  });

  it('never overdraws under concurrent debits', async () => {
    const memberId = await createMember(t);
    await wallets().post(credit(memberId, 1_000, `d0:${memberId}`));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        wallets().post(credit(memberId, -300, `d${i + 1}:${memberId}`)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes.filter((x) => x.status === 'rejected'))
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(100);
    await expectLedgerInvariants();
  });

  it('rejects a key reused for a different movement, and bad amounts', async () => {
    const memberId = await createMember(t);
    await wallets().post(credit(memberId, 100, `u:${memberId}`));
    await expect(wallets().post(credit(memberId, 200, `u:${memberId}`))).rejects.toThrow(/reused/);
    await expect(wallets().post(credit(memberId, 0, `z:${memberId}`))).rejects.toThrow();
    await expect(wallets().post(credit(memberId, 1.5, `f:${memberId}`))).rejects.toThrow();
    await expect(wallets().post(credit(memberId, 1, ''))).rejects.toThrow();
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(100);
  });

  it('grants trial play money once, into the PLAY wallet', async () => {
    const memberId = await createMember(t, { type: 4 });
    await wallets().grantPlayMoney(memberId);
    await wallets().grantPlayMoney(memberId);
    expect(await wallets().balanceMinor(memberId, 'PLAY')).toBe(200_000);
    expect(await wallets().balanceMinor(memberId, 'REAL')).toBe(0);
    await expectLedgerInvariants();
  });

  it('seeds the demo balances through the ledger, once', async () => {
    await t.app.services.seed.seedIfEmpty();
    const demo = await t.app.services.member.info.idByUsername('demo01');
    const agent = await t.app.services.member.info.idByUsername('agent01');
    expect(demo).not.toBeNull();
    expect(agent).not.toBeNull();
    expect(await wallets().balanceMinor(demo!, 'REAL')).toBe(100_000);
    expect(await wallets().balanceMinor(agent!, 'REAL')).toBe(500_000);
    const seeded = (await t.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where house_account = 'house:seed'`,
    )) as unknown as Rows<{ n: number }>;
    expect(seeded.rows[0]?.n).toBe(2);
    await expectLedgerInvariants();
  });
});
