import {
  bankCardListSchema,
  bankCardSchema,
  cashierErrorDetailsSchema,
  depositCreatedSchema,
  depositSchema,
  memberTransactionPageSchema,
  withdrawalSchema,
  withdrawInfoSchema,
} from '@app/contracts/cashier';
import { cashDeskPageSchema, cashDeskRowSchema } from '@app/contracts/cash-desk';
import { opsDashboardSchema } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, deposits, ledgerEntries, ledgerTransactions, members } from '../src/db/schema';
import { createPspRepository } from '../src/repositories/psp-repository';
import { createPspSimulatorService } from '../src/services/psp-simulator-service';
import { signWebhook, SIGNATURE_HEADER } from '../src/services/webhook-signature';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { injectEncrypted } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn, type OpsClient } from './helpers/ops';

const clock = createTestClock(new Date('2026-11-24T05:00:00Z'));
let t: TestApp;
let app: FastifyInstance;
let ops: OpsClient;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  app = t.app;
});
afterAll(async () => t.close());
// Tests move the clock past the console's 30-minute idle limit: sign in afresh for each.
beforeEach(async () => {
  ops = await opsSignIn(app, clock);
});

let requestCounter = 0;
const requestId = () => `req-${Date.now()}-${(requestCounter += 1)}`;

/** A fresh real-money member with `balanceMinor` in the wallet and a payee name. */
async function member(balanceMinor = 0) {
  const memberId = await createMember(t, {
    countryDialingCode: '855',
    mobileNum: `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  await t.database.db
    .update(members)
    .set({ payeeName: 'Sok Dara' })
    .where(eq(members.id, memberId));
  await app.services.core.wallets.openWallet(memberId);
  if (balanceMinor > 0)
    await app.services.core.wallets.post({
      idempotencyKey: `test-credit:${memberId}`,
      memberId,
      walletKind: 'REAL',
      amountMinor: balanceMinor,
      kind: 'ADJUSTMENT',
    });
  return { memberId, headers: await authHeader(app, memberId) };
}

const balanceOf = (memberId: number) => app.services.core.wallets.balanceMinor(memberId, 'REAL');

async function startDeposit(
  headers: Record<string, string>,
  body: { methodCode: string; amount: string; promoId?: number | null; requestId?: string },
) {
  return app.inject({
    method: 'POST',
    url: cashierRoutes.depositCreate.path,
    headers,
    payload: { requestId: requestId(), promoId: null, language: 'en', ...body },
  });
}

/** The player's choice on the simulator's page, as the browser posts it. */
async function pspAct(redirectUrl: string, action: 'pay' | 'fail' | 'cancel') {
  const path = new URL(redirectUrl).pathname;
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

async function getDeposit(headers: Record<string, string>, id: number) {
  return expectOk(
    await app.inject({
      method: 'GET',
      url: cashierRoutes.deposit.path.replace(':id', String(id)),
      headers,
    }),
    depositSchema,
  );
}

async function setPin(headers: Record<string, string>, pin = '246810') {
  const res = await injectEncrypted(
    app,
    'POST',
    cashierRoutes.paymentPasswordSet.path,
    { newPassword: pin, confirmPassword: pin },
    { headers },
  );
  expectOk(res, z.object({ done: z.literal(true) }));
}

async function addCard(headers: Record<string, string>, accountNumber = '001234567890') {
  return expectOk(
    await app.inject({
      method: 'POST',
      url: cashierRoutes.bankCardAdd.path,
      headers,
      payload: { bankCode: 'ABA', accountNumber },
    }),
    bankCardSchema,
  );
}

function withdraw(
  headers: Record<string, string>,
  body: { amount: string; bankCardId: number; paymentPassword?: string; requestId?: string },
) {
  return injectEncrypted(
    app,
    'POST',
    cashierRoutes.withdraw.path,
    { requestId: requestId(), paymentPassword: '246810', ...body },
    { headers },
  );
}

describe('deposits through the payment gateway simulator', () => {
  it('credits once when the player pays, and ignores replays, forgeries and stale notices', async () => {
    const { memberId, headers } = await member();
    const created = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '100' }),
      depositCreatedSchema,
    );
    expect(created.deposit.status).toBe('PENDING');
    expect(created.redirectUrl).toMatch(/\/psp\/pay\/pay_[0-9a-f]{24}$/);

    // The hosted page shows the amount and the merchant reference.
    const page = await app.inject({ method: 'GET', url: new URL(created.redirectUrl!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('100.00 USD');
    expect(page.body).toContain(created.deposit.reference);
    expect(page.body).toContain('Bank card');
    // Its Khmer font is served by the simulator itself (phones without Khmer fonts).
    const font = await app.inject({
      method: 'GET',
      url: /url\((\/psp\/assets\/[^)]+)\)/.exec(page.body)![1]!,
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');

    const paid = await pspAct(created.redirectUrl!, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/m/voucherCenter?deposit=${created.deposit.id}`);
    await app.services.psp.dispatchDue();
    expect((await getDeposit(headers, created.deposit.id)).status).toBe('SUCCESS');
    expect(await balanceOf(memberId)).toBe(10_000);

    // The same notification again (the PSP retries, or someone replays it): 200, nothing moves.
    const paymentId = new URL(created.redirectUrl!).pathname.split('/').pop()!;
    const [event] = await app.services.psp.eventsOf(paymentId);
    expect(event?.deliveredAt).not.toBeNull();
    const secret = (await app.services.core.operatorSettings.readAll()).psp.webhookSecret;
    const replay = await app.inject({
      method: 'POST',
      url: '/wps/psp/webhook',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(secret, event!.payload, clock.now()),
      },
      payload: event!.payload,
    });
    expect(replay.statusCode).toBe(200);
    expect(await balanceOf(memberId)).toBe(10_000);

    // A forged signature and a notice signed 6 minutes ago are refused.
    const forged = await app.inject({
      method: 'POST',
      url: '/wps/psp/webhook',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook('not-the-secret-at-all', event!.payload, clock.now()),
      },
      payload: event!.payload,
    });
    expect(forged.statusCode).toBe(400);
    const stale = await app.inject({
      method: 'POST',
      url: '/wps/psp/webhook',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(
          secret,
          event!.payload,
          new Date(clock.now().getTime() - 6 * 60_000),
        ),
      },
      payload: event!.payload,
    });
    expect(stale.statusCode).toBe(400);
    expect(await balanceOf(memberId)).toBe(10_000);

    // One ledger transaction for the deposit, entries summing to zero.
    const rows = await t.database.db
      .select({ amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.idempotencyKey, `deposit:${created.deposit.id}`));
    expect(rows.map((r) => r.amount).sort()).toEqual([-10_000, 10_000].sort());
  });

  it('retries a webhook the merchant did not take, with backoff, until it answers 2xx', async () => {
    const answers = [500, 0, 200];
    const signatures: string[] = [];
    const psp = createPspSimulatorService({
      repo: createPspRepository(t.database.db),
      clock: clock.now,
      secrets: async () => ({ apiKey: 'k'.repeat(16), webhookSecret: 's'.repeat(16) }),
      transport: async (request) => {
        signatures.push(request.headers[SIGNATURE_HEADER] ?? '');
        return { status: answers.shift() ?? 500, body: '' };
      },
    });
    const payment = await psp.createPayment('k'.repeat(16), {
      amountMinor: 1_000,
      currency: 'USD',
      merchantReference: 'DTEST00001',
      channel: 'CARD',
      returnUrl: 'http://app.test/m/voucherCenter',
      notifyUrl: 'http://internal.test/hook',
      language: 'en',
    });
    await psp.act(payment.id, 'pay');
    await psp.dispatchDue();
    let [event] = await psp.eventsOf(payment.id);
    expect(event).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null });
    expect(event!.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(10_000);
    expect(await psp.dispatchDue()).toBe(0); // not due yet
    clock.advance(10);
    await psp.dispatchDue();
    [event] = await psp.eventsOf(payment.id);
    expect(event).toMatchObject({ attempts: 2, lastStatus: 0, deliveredAt: null });
    expect(event!.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance(30);
    expect(await psp.dispatchDue()).toBe(1);
    [event] = await psp.eventsOf(payment.id);
    expect(event).toMatchObject({ attempts: 3, lastStatus: 200, nextAttemptAt: null });
    expect(event!.deliveredAt).not.toBeNull();
    // Each attempt is signed afresh (its own timestamp), over the same body.
    expect(new Set(signatures).size).toBe(3);
    // A wrong API key creates nothing.
    await expect(
      psp.createPayment('wrong-key', {
        amountMinor: 1,
        currency: 'USD',
        merchantReference: 'x',
        channel: 'CARD',
        returnUrl: 'http://app.test/',
        notifyUrl: 'http://internal.test/',
        language: 'en',
      }),
    ).rejects.toThrow(/API key/);
  });

  it('delivers a payment finished while a delivery run is under way, to a caller that asks after it', async () => {
    // The run in progress read its due events before the second payment finished; the
    // caller's dispatchDue must not settle for that run (CI saw it answer PENDING).
    const delivered: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const psp = createPspSimulatorService({
      repo: createPspRepository(t.database.db),
      clock: clock.now,
      secrets: async () => ({ apiKey: 'k'.repeat(16), webhookSecret: 's'.repeat(16) }),
      transport: async (request) => {
        await held;
        const reference = String(JSON.parse(request.body ?? '{}').data?.merchantReference);
        if (reference.startsWith('DOVERLAP')) delivered.push(reference); // not other tests' events
        return { status: 200, body: '' };
      },
    });
    const pay = (merchantReference: string) =>
      psp.createPayment('k'.repeat(16), {
        amountMinor: 1_000,
        currency: 'USD',
        merchantReference,
        channel: 'CARD',
        returnUrl: 'http://app.test/m/voucherCenter',
        notifyUrl: 'http://internal.test/hook',
        language: 'en',
      });
    const first = await pay('DOVERLAP01');
    const second = await pay('DOVERLAP02');
    await psp.act(first.id, 'pay'); // starts a run, held in the transport
    const running = psp.dispatchDue();
    await psp.act(second.id, 'cancel');
    const asked = psp.dispatchDue();
    release();
    await running;
    await asked;
    expect(delivered.sort()).toEqual(['DOVERLAP01', 'DOVERLAP02']);
    expect((await psp.eventsOf(second.id))[0]?.deliveredAt).not.toBeNull();
  });

  it('credits the amount less the method fee, and the record shows what the balance gained', async () => {
    const { memberId, headers } = await member();
    const created = expectOk(
      await startDeposit(headers, { methodCode: 'ALIPAY', amount: '50' }),
      depositCreatedSchema,
    );
    expect(created.deposit.fee).toBe(0.5); // 1%
    await pspAct(created.redirectUrl!, 'pay');
    await app.services.psp.dispatchDue();
    expect(await balanceOf(memberId)).toBe(4_950);
    const record = expectOk(
      await app.inject({
        method: 'GET',
        url: `${cashierRoutes.memberTransactions.path}?types=DEPOSIT&from=${encodeURIComponent(
          new Date(clock.now().getTime() - 3_600_000).toISOString(),
        )}&to=${encodeURIComponent(new Date(clock.now().getTime() + 60_000).toISOString())}`,
        headers,
      }),
      memberTransactionPageSchema,
    );
    expect(record.list.map((r) => [r.type, r.amount, r.status])).toEqual([
      ['DEPOSIT', 49.5, 'SUCCESS'],
    ]);
    expect(record.totalIn).toBe(49.5);
  });

  it('marks failed and cancelled payments, and expires a payment nobody finishes', async () => {
    const { memberId, headers } = await member();
    const failed = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '20' }),
      depositCreatedSchema,
    );
    await pspAct(failed.redirectUrl!, 'fail');
    const cancelled = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '20' }),
      depositCreatedSchema,
    );
    await pspAct(cancelled.redirectUrl!, 'cancel');
    await app.services.psp.dispatchDue();
    expect((await getDeposit(headers, failed.deposit.id)).status).toBe('FAILED');
    expect((await getDeposit(headers, cancelled.deposit.id)).status).toBe('CANCELLED');

    const abandoned = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '20' }),
      depositCreatedSchema,
    );
    clock.advance(31 * 60);
    expect(await app.services.cashier.deposits.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await getDeposit(headers, abandoned.deposit.id)).status).toBe('EXPIRED');
    // Paying after the page expired is refused by the PSP: nothing moves.
    const late = await pspAct(abandoned.redirectUrl!, 'pay');
    expect(late.statusCode).toBe(200);
    await app.services.psp.dispatchDue();
    expect(await balanceOf(memberId)).toBe(0);
  });

  it('refuses bad amounts, unknown methods and limits with a clear code and moves nothing', async () => {
    const { memberId, headers } = await member();
    for (const amount of ['0', '-5', '10.001', 'abc', '', '1e3'])
      expectFail(
        await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount }),
        400,
        'AMOUNT_INVALID',
      );
    const low = await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '5' });
    expectFail(low, 400, 'AMOUNT_BELOW_MIN');
    expect(failDetails(low, cashierErrorDetailsSchema).min).toBe(10);
    const high = await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '20000.01' });
    expectFail(high, 400, 'AMOUNT_ABOVE_MAX');
    expect(failDetails(high, cashierErrorDetailsSchema).max).toBe(20_000);
    expectFail(
      await startDeposit(headers, { methodCode: 'NO_SUCH', amount: '50' }),
      404,
      'METHOD_NOT_FOUND',
    );
    expect(await balanceOf(memberId)).toBe(0);
  });

  it('gives one deposit per request id, however often it is sent', async () => {
    const { headers } = await member();
    const id = requestId();
    const first = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '30', requestId: id }),
      depositCreatedSchema,
    );
    const again = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '30', requestId: id }),
      depositCreatedSchema,
    );
    expect(again.deposit.id).toBe(first.deposit.id);
    expect(again.redirectUrl).toBe(first.redirectUrl);
  });

  it('opens the payment page on a retry when a crash left the deposit without one', async () => {
    const { headers, memberId } = await member();
    const id = requestId();
    const first = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '30', requestId: id }),
      depositCreatedSchema,
    );
    // As if the server died between the deposit's row and the gateway's answer.
    await t.database.db
      .update(deposits)
      .set({ pspPaymentId: null })
      .where(eq(deposits.id, first.deposit.id));
    const again = expectOk(
      await startDeposit(headers, { methodCode: 'CARD_GATEWAY', amount: '30', requestId: id }),
      depositCreatedSchema,
    );
    expect(again.deposit.id).toBe(first.deposit.id);
    expect(again.redirectUrl).toMatch(/\/psp\/pay\/pay_[0-9a-f]{24}$/);
    expect(again.redirectUrl).not.toBe(first.redirectUrl);
    // Paying it credits the deposit once.
    await pspAct(again.redirectUrl!, 'pay');
    await app.services.psp.dispatchDue();
    expect(await balanceOf(memberId)).toBe(3_000);
    // The abandoned first payment, paid after all, is not this deposit's: nothing more moves.
    await pspAct(first.redirectUrl!, 'pay');
    await app.services.psp.dispatchDue();
    expect(await balanceOf(memberId)).toBe(3_000);
  });

  it('offers the welcome bonus before the first deposit only and records the choice', async () => {
    const { headers } = await member();
    const promos = (
      await app.inject({
        method: 'GET',
        url: `${cashierRoutes.depositPromos.path}?language=en`,
        headers,
      })
    ).json() as { value: { id: number; kind: string }[] };
    const welcome = promos.value.find((p) => p.kind === 'WELCOME')!;
    expect(welcome).toBeDefined();
    const quote = await app.inject({
      method: 'POST',
      url: cashierRoutes.depositAcceptPromo.path,
      headers,
      payload: { promoId: welcome.id, methodCode: 'CARD_GATEWAY', amount: '150' },
    });
    // 100% of 150.00, capped at the welcome bonus's 100.00.
    expect(quote.json().value).toEqual({ promoId: welcome.id, bonus: 100 });
    const created = expectOk(
      await startDeposit(headers, {
        methodCode: 'CARD_GATEWAY',
        amount: '150',
        promoId: welcome.id,
      }),
      depositCreatedSchema,
    );
    expect(created.deposit.promoTitle).toBe('100% welcome bonus');
    await pspAct(created.redirectUrl!, 'pay');
    await app.services.psp.dispatchDue();
    const after = (
      await app.inject({ method: 'GET', url: cashierRoutes.depositPromos.path, headers })
    ).json() as { value: { kind: string }[] };
    expect(after.value.some((p) => p.kind === 'WELCOME')).toBe(false);
    expectFail(
      await startDeposit(headers, {
        methodCode: 'CARD_GATEWAY',
        amount: '150',
        promoId: welcome.id,
      }),
      409,
      'PROMO_NOT_ELIGIBLE',
    );
  });
});

describe('bank transfers at the cash desk', () => {
  it('shows the account and reference, waits for the desk, and credits once on approval', async () => {
    const { memberId, headers } = await member();
    const created = expectOk(
      await startDeposit(headers, { methodCode: 'BANK_TRANSFER', amount: '250.50' }),
      depositCreatedSchema,
    );
    expect(created.redirectUrl).toBeNull();
    expect(created.deposit.receivingAccount?.accountNumber).toBe('000123456');
    expect(created.deposit.reference).toMatch(/^D[0-9A-Z]{9}$/);
    const reported = expectOk(
      await app.inject({
        method: 'POST',
        url: cashierRoutes.depositTransfer.path.replace(':id', String(created.deposit.id)),
        headers,
        payload: {
          payerBank: 'ACLEDA',
          payerAccountName: 'Sok Dara',
          transferredAt: clock.now().toISOString(),
        },
      }),
      depositSchema,
    );
    expect(reported.status).toBe('SUBMITTED');
    expect(await balanceOf(memberId)).toBe(0);

    const desk = expectOk(
      await app.inject({
        method: 'GET',
        url: `${opsRoutes.opsCashDesk.path}?kind=DEPOSIT&q=${created.deposit.reference}`,
        headers: ops.headers,
      }),
      cashDeskPageSchema,
    );
    expect(desk.list.map((r) => r.id)).toEqual([created.deposit.id]);
    expect(desk.list[0]!.details.find((d) => d.label === 'Payer bank')?.value).toBe('ACLEDA');

    // Two operators (or a double click) at the same moment: one movement, one REQUEST_SETTLED.
    const url = opsPath(opsRoutes.opsDepositApprove.path, created.deposit.id);
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url, headers: ops.headers, payload: {} }),
      app.inject({ method: 'POST', url, headers: ops.headers, payload: {} }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    expect(await balanceOf(memberId)).toBe(25_050);
    expect((await getDeposit(headers, created.deposit.id)).status).toBe('SUCCESS');
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.deposit.id)));
    expect(audit.map((r) => r.action)).toContain('cashDesk.depositApprove');
  });

  it('rejects a transfer with a reason and credits nothing', async () => {
    const { memberId, headers } = await member();
    const created = expectOk(
      await startDeposit(headers, { methodCode: 'BANK_TRANSFER', amount: '40' }),
      depositCreatedSchema,
    );
    await app.inject({
      method: 'POST',
      url: cashierRoutes.depositTransfer.path.replace(':id', String(created.deposit.id)),
      headers,
      payload: {
        payerBank: 'ABA',
        payerAccountName: 'Sok Dara',
        transferredAt: clock.now().toISOString(),
      },
    });
    const row = expectOk(
      await app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsDepositReject.path, created.deposit.id),
        headers: ops.headers,
        payload: { reason: 'No such transfer on the statement' },
      }),
      cashDeskRowSchema,
    );
    expect(row.status).toBe('REJECTED');
    const seen = await getDeposit(headers, created.deposit.id);
    expect(seen.status).toBe('REJECTED');
    expect(seen.reason).toBe('No such transfer on the statement');
    expect(await balanceOf(memberId)).toBe(0);
  });
});

describe('withdrawals', () => {
  it('needs a payment password that is 6 digits, confirmed, and not the login password', async () => {
    const { headers } = await member(10_000);
    const info = expectOk(
      await app.inject({ method: 'GET', url: cashierRoutes.withdrawInfo.path, headers }),
      withdrawInfoSchema,
    );
    expect(info.hasWithdrawalPassword).toBe(false);
    const card = await addCard(headers);
    expectFail(
      await withdraw(headers, { amount: '50', bankCardId: card.id }),
      409,
      'PAYMENT_PASSWORD_REQUIRED',
    );
    const bad = await injectEncrypted(
      app,
      'POST',
      cashierRoutes.paymentPasswordSet.path,
      { newPassword: '12345', confirmPassword: '12345' },
      { headers },
    );
    expectFail(bad, 400, 'PAYMENT_PASSWORD_FORMAT');
    const mismatch = await injectEncrypted(
      app,
      'POST',
      cashierRoutes.paymentPasswordSet.path,
      { newPassword: '123456', confirmPassword: '654321' },
      { headers },
    );
    expectFail(mismatch, 400, 'PASSWORD_MISMATCH');
    await setPin(headers);
  });

  it('holds the money at once; a rejection returns it, a payout sends it out', async () => {
    const { memberId, headers } = await member(100_000);
    await setPin(headers);
    const card = await addCard(headers);
    const first = expectOk(
      await withdraw(headers, { amount: '300', bankCardId: card.id }),
      withdrawalSchema,
    );
    expect(first.status).toBe('PENDING');
    expect(first.maskedNumber).toBe('•••• 7890');
    expect(await balanceOf(memberId)).toBe(70_000);

    const rejected = expectOk(
      await app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsWithdrawalReject.path, first.id),
        headers: ops.headers,
        payload: { reason: 'Name does not match the bank account' },
      }),
      cashDeskRowSchema,
    );
    expect(rejected.status).toBe('REJECTED');
    expect(await balanceOf(memberId)).toBe(100_000);

    const second = expectOk(
      await withdraw(headers, { amount: '200', bankCardId: card.id }),
      withdrawalSchema,
    );
    expect(await balanceOf(memberId)).toBe(80_000);
    // Paying needs an approval first.
    expectFail(
      await app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsWithdrawalPay.path, second.id),
        headers: ops.headers,
        payload: {},
      }),
      409,
      'REQUEST_SETTLED',
    );
    for (const row of [opsRoutes.opsWithdrawalApprove, opsRoutes.opsWithdrawalPay])
      expectOk(
        await app.inject({
          method: 'POST',
          url: opsPath(row.path, second.id),
          headers: ops.headers,
          payload: {},
        }),
        cashDeskRowSchema,
      );
    expect(await balanceOf(memberId)).toBe(80_000);
    // The member cannot get paid money back by a late rejection.
    expectFail(
      await app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsWithdrawalReject.path, second.id),
        headers: ops.headers,
        payload: { reason: 'too late to reject' },
      }),
      409,
      'REQUEST_SETTLED',
    );
    expect(await balanceOf(memberId)).toBe(80_000);

    // The record shows both with their statuses, and the totals.
    const record = expectOk(
      await app.inject({
        method: 'GET',
        url: `${cashierRoutes.memberTransactions.path}?types=WITHDRAWAL&from=${encodeURIComponent(
          new Date(clock.now().getTime() - 86_400_000).toISOString(),
        )}&to=${encodeURIComponent(new Date(clock.now().getTime() + 60_000).toISOString())}`,
        headers,
      }),
      memberTransactionPageSchema,
    );
    expect(record.list.map((r) => [r.type, r.amount, r.status])).toEqual([
      ['WITHDRAWAL', -200, 'PAID'],
      ['WITHDRAWAL', -300, 'REJECTED'],
    ]);
    expect(record.totalOut).toBe(200);
  });

  it("counts withdrawals on the console's dashboard net of rejected ones", async () => {
    const dashboard = async () =>
      expectOk(
        await app.inject({
          method: 'GET',
          url: opsRoutes.opsDashboard.path,
          headers: ops.headers,
        }),
        opsDashboardSchema,
      ).today.withdrawalsMinor;
    const before = await dashboard();
    const { headers } = await member(100_000);
    await setPin(headers);
    const card = await addCard(headers);
    const rejected = expectOk(
      await withdraw(headers, { amount: '300', bankCardId: card.id }),
      withdrawalSchema,
    );
    expectOk(await withdraw(headers, { amount: '200', bankCardId: card.id }), withdrawalSchema);
    expect(await dashboard()).toBe(before + 50_000);
    await app.inject({
      method: 'POST',
      url: opsPath(opsRoutes.opsWithdrawalReject.path, rejected.id),
      headers: ops.headers,
      payload: { reason: 'Name does not match' },
    });
    expect(await dashboard()).toBe(before + 20_000);
  });

  it('never overdraws: concurrent requests past the balance are refused, all but what fits', async () => {
    const { memberId, headers } = await member(25_000);
    await setPin(headers);
    const card = await addCard(headers);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(headers, { amount: '100', bankCardId: card.id })),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(2);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().errorCode).toMatch(/INSUFFICIENT_BALANCE|DAILY_/);
    expect(await balanceOf(memberId)).toBe(5_000);
  });

  it('locks the payment password after 5 wrong answers and says until when', async () => {
    const { memberId, headers } = await member(50_000);
    await setPin(headers);
    const card = await addCard(headers);
    for (let i = 4; i >= 1; i -= 1) {
      const res = await withdraw(headers, {
        amount: '60',
        bankCardId: card.id,
        paymentPassword: '000000',
      });
      expectFail(res, 403, 'PAYMENT_PASSWORD_WRONG');
      expect(failDetails(res, cashierErrorDetailsSchema).attemptsLeft).toBe(i);
    }
    const locked = await withdraw(headers, {
      amount: '60',
      bankCardId: card.id,
      paymentPassword: '000000',
    });
    expectFail(locked, 423, 'PAYMENT_PASSWORD_LOCKED');
    const until = failDetails(locked, cashierErrorDetailsSchema).until!;
    expect(new Date(until).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    // Even the right one waits.
    expectFail(
      await withdraw(headers, { amount: '60', bankCardId: card.id }),
      423,
      'PAYMENT_PASSWORD_LOCKED',
    );
    clock.advance(15 * 60 + 1);
    expectOk(await withdraw(headers, { amount: '60', bankCardId: card.id }), withdrawalSchema);
    expect(await balanceOf(memberId)).toBe(44_000);
  });

  it("refuses another member's card, over-limit amounts and the daily count", async () => {
    const other = await member();
    const otherCard = await addCard(other.headers, '9999888877');
    const { memberId, headers } = await member(2_000_000);
    await setPin(headers);
    const card = await addCard(headers);
    expectFail(
      await withdraw(headers, { amount: '60', bankCardId: otherCard.id }),
      404,
      'BANK_CARD_NOT_FOUND',
    );
    expectFail(
      await withdraw(headers, { amount: '49.99', bankCardId: card.id }),
      400,
      'AMOUNT_BELOW_MIN',
    );
    expectFail(
      await withdraw(headers, { amount: '0.001', bankCardId: card.id }),
      400,
      'AMOUNT_INVALID',
    );
    for (let i = 0; i < 5; i += 1)
      expectOk(await withdraw(headers, { amount: '50', bankCardId: card.id }), withdrawalSchema);
    const sixth = await withdraw(headers, { amount: '50', bankCardId: card.id });
    expectFail(sixth, 409, 'DAILY_COUNT_EXCEEDED');
    expect(failDetails(sixth, cashierErrorDetailsSchema).count).toBe(5);
    expect(await balanceOf(memberId)).toBe(2_000_000 - 25_000);
  });
});

describe('bank cards', () => {
  it('adds at most 5 in the payee name, masks them, and removes them', async () => {
    const { headers } = await member();
    for (let i = 0; i < 5; i += 1) await addCard(headers, `10000000${i}`);
    const full = await app.inject({
      method: 'POST',
      url: cashierRoutes.bankCardAdd.path,
      headers,
      payload: { bankCode: 'ABA', accountNumber: '200000000' },
    });
    expectFail(full, 409, 'BANK_CARD_LIMIT');
    const list = expectOk(
      await app.inject({ method: 'GET', url: cashierRoutes.bankCards.path, headers }),
      bankCardListSchema,
    );
    expect(list.cards).toHaveLength(5);
    expect(
      list.cards.every((c) => c.maskedNumber.startsWith('•••• ') && c.payeeName === 'Sok Dara'),
    ).toBe(true);
    expect(JSON.stringify(list)).not.toContain('100000000');
    const removed = await app.inject({
      method: 'DELETE',
      url: cashierRoutes.bankCardRemove.path.replace(':id', String(list.cards[0]!.id)),
      headers,
    });
    expect(removed.json().value).toEqual({ removed: true });
    expectFail(
      await app.inject({
        method: 'POST',
        url: cashierRoutes.bankCardAdd.path,
        headers,
        payload: { bankCode: 'ABA', accountNumber: '100000001' },
      }),
      409,
      'BANK_CARD_DUPLICATE',
    );
  });

  it('needs the payee name first', async () => {
    const memberId = await createMember(t);
    const headers = await authHeader(app, memberId);
    expectFail(
      await app.inject({
        method: 'POST',
        url: cashierRoutes.bankCardAdd.path,
        headers,
        payload: { bankCode: 'ABA', accountNumber: '123456789' },
      }),
      409,
      'PAYEE_NAME_REQUIRED',
    );
  });
});

describe('trial accounts', () => {
  it('get free_reject on every cashier call', async () => {
    const memberId = await createMember(t, { type: 4 });
    const headers = await authHeader(app, memberId);
    for (const row of [
      cashierRoutes.depositMethods,
      cashierRoutes.withdrawInfo,
      cashierRoutes.bankCards,
    ])
      expectFail(
        await app.inject({ method: 'GET', url: row.path, headers }),
        403,
        'TRIAL_NOT_ALLOWED',
      );
  });
});
