import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';
import { routes } from '@app/contracts/routes';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { freshUsername, registerByUsername, storedSession } from './auth-helpers';
import { expect, presetStorage } from './fixtures';
import { locale } from './locales';
import { apiOpsSignIn, signInToConsole } from './ops-helpers';

/**
 * Helpers of the cashier end-to-end tests (issue 13): a fresh member per test, the balance as
 * the screens show it, the payment gateway simulator's buttons, the console's cash desk, and API
 * shortcuts for setup a test does not exercise (each one is shown through the UI elsewhere).
 */
export type Lang = 'en' | 'km';
export type T = ReturnType<typeof locale>;

/** A translation with its `{{name}}` values filled in, as the app's translator does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** An amount as the wallet shows it: the site's "$", 2 decimals, thousands separators. */
export function usd(amount: number): string {
  return `$${plain(amount)}`;
}

/** An amount without the symbol: "1,234.50". */
export function plain(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The record's signed amounts: "+300.00", "−120.00" (a true minus sign). */
export const signedIn = (amount: number) => `+${plain(amount)}`;
export const signedOut = (amount: number) => `\u2212${plain(amount)}`;

/**
 * The simulator's hosted page speaks the deposit's language
 * (apps/server/src/areas/psp/psp-page.ts); these are its buttons.
 */
export const pspButtons: Record<Lang, { pay: string; fail: string }> = {
  en: { pay: 'Pay now', fail: 'Simulate a declined payment' },
  km: { pay: 'បង់ឥឡូវនេះ', fail: 'សាកល្បងការបង់ប្រាក់ដែលត្រូវបានបដិសេធ' },
};

/** The seeded methods' names (apps/server/src/services/cashier-settings.ts). */
export const methods = {
  card: { code: 'CARD_GATEWAY', en: 'Card payment', km: 'ការបង់ប្រាក់តាមកាត', feeBps: 0 },
  alipay: { code: 'ALIPAY', en: 'Alipay', km: 'Alipay', feeBps: 100 },
  transfer: { code: 'BANK_TRANSFER', en: 'Bank transfer', km: 'ផ្ទេរប្រាក់តាមធនាគារ', feeBps: 0 },
} as const;

/** The operator's receiving account the bank-transfer screen shows (cashier-settings.ts). */
export const receivingAccount = {
  bankName: 'ABA Bank',
  accountName: 'PLAYHUB DEMO CO LTD',
  accountNumber: '000123456',
};

export type Member = { username: string; token: string; t: T };

/**
 * A member of this test's own, registered through the register screen in `lang` (the app's
 * default language is km; English is set explicitly), ending on home, logged in.
 */
export async function newMember(page: Page, lang: Lang): Promise<Member> {
  const t = locale(lang);
  await presetStorage(page, { language: lang, hideDownloadBar: '1' });
  const username = freshUsername('ca');
  await registerByUsername(page, t, username);
  const session = await storedSession(page);
  if (!session) throw new Error('no session after registering');
  return { username, token: session.token, t };
}

/** The balance of the wallet widget in the page's main area ("$12.34" as shown). */
export function mainBalance(page: Page): Locator {
  return page.getByRole('main').getByTestId('balance-amount').locator('[aria-hidden="true"]');
}

/** A deposit method's tile (a radio named by its whole tile: name, limits, fee, time). */
export function methodTile(page: Page, name: string): Locator {
  // The name, then the rest of the tile (a word boundary would not work for Khmer).
  return page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}(\\s|$)`) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ------------------------------------------------------------------ the console's cash desk

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * This worker's console session. The demo operator's code is good once per 30 s step, so a test
 * that only needs the desk reuses the session an earlier test of this worker signed in with.
 */
let deskSession: StorageState | undefined;

/**
 * The operator console at 1280 wide, signed in as the demo operator: through the sign-in screens
 * (`screens`), or with this worker's session, signing in through the API when it has none or it
 * ended (`reuse`). Ends on the dashboard.
 */
export async function openConsole(
  browser: Browser,
  via: 'screens' | 'reuse',
): Promise<{ desk: BrowserContext; ops: Page }> {
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    ...(via === 'reuse' && deskSession ? { storageState: deskSession } : {}),
  });
  const ops = await desk.newPage();
  const dashboard = ops.getByRole('heading', { name: 'Dashboard' });
  if (via === 'screens') {
    await signInToConsole(ops);
  } else {
    await ops.goto('/ops/');
    await expect(dashboard.or(ops.getByRole('button', { name: 'Sign in' }))).toBeVisible();
    if (!(await dashboard.isVisible())) {
      await apiOpsSignIn(desk.request);
      await ops.reload();
    }
  }
  await expect(dashboard).toBeVisible();
  deskSession = await desk.storageState();
  return { desk, ops };
}

/** Opens the cash desk from the console's menu, on the deposits or withdrawals tab. */
export async function openCashDesk(ops: Page, tab: 'deposits' | 'withdrawals') {
  await ops.getByRole('link', { name: 'Cash desk' }).click();
  await expect(ops.getByRole('heading', { name: 'Cash desk', level: 1 })).toBeVisible();
  if (tab === 'withdrawals') await ops.getByRole('tab', { name: 'Withdrawals' }).click();
}

/** Searches the cash desk for one reference and waits for its row. */
export async function findRequest(ops: Page, reference: string): Promise<Locator> {
  await ops.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await ops.getByRole('button', { name: 'Search', exact: true }).click();
  const row = ops.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * One cash-desk action on the request with this reference, confirmed in its dialog (a reason
 * when rejecting), ending on the desk's success notice.
 */
export async function settleAtDesk(
  ops: Page,
  reference: string,
  action: 'approve' | 'reject' | 'pay',
  reason?: string,
) {
  const row = await findRequest(ops, reference);
  const named = {
    approve: `Approve ${reference}`,
    reject: `Reject ${reference}`,
    pay: `Mark ${reference} paid`,
  }[action];
  await row.getByRole('button', { name: named }).click();
  const dialog = ops.getByRole('dialog');
  await expect(dialog).toContainText(reference);
  if (reason !== undefined) await dialog.getByLabel('Reason').fill(reason);
  const confirm = { approve: 'Approve', reject: 'Reject', pay: 'Mark paid' }[action];
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  const done = {
    approve: `${reference} approved.`,
    reject: `${reference} rejected.`,
    pay: `${reference} marked paid.`,
  }[action];
  await expect(ops.getByRole('status').filter({ hasText: done })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

// ------------------------------------------------------------------ API shortcuts for setup

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, [deviceHeader]: 'H5' });

type Envelope<V> = { success: boolean; errorCode?: string; value: V };

async function envelope<V>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<V> {
  const body = (await answer.json()) as Envelope<V>;
  if (!body.success) throw new Error(`${answer.url()} failed: ${body.errorCode}`);
  return body.value;
}

/** A POST of an encrypted row (payment password, withdraw), sealed as the app seals it. */
async function postEncrypted<V>(
  request: APIRequestContext,
  token: string,
  path: string,
  payload: Record<string, unknown>,
): Promise<V> {
  const keyAnswer = await envelope<{ keyId: string; publicKey: string }>(
    await request.get('/wps/system/publicKey'),
  );
  const key = await importPublicKey(keyAnswer.publicKey);
  const sealed = await encryptPayload(key, keyAnswer.keyId, payload, path);
  return envelope<V>(
    await request.post(path, {
      headers: { ...bearer(token), [encryptionHeader]: sealed.header },
      data: { data: sealed.data },
    }),
  );
}

type DepositAnswer = { id: number; status: string; reference: string };

async function readDeposit(request: APIRequestContext, token: string, id: number) {
  return envelope<DepositAnswer>(
    await request.get(cashierRoutes.deposit.path.replace(':id', String(id)), {
      headers: bearer(token),
    }),
  );
}

/**
 * A gateway deposit as test 1 makes it through the screens: the create call, then the player's
 * choice posted to the simulator's page; waits until the webhook has settled it.
 */
export async function apiGatewayDeposit(
  request: APIRequestContext,
  token: string,
  amount: string,
  action: 'pay' | 'fail' = 'pay',
): Promise<DepositAnswer> {
  const created = await envelope<{ deposit: DepositAnswer; redirectUrl: string | null }>(
    await request.post(cashierRoutes.depositCreate.path, {
      headers: bearer(token),
      data: {
        requestId: crypto.randomUUID(),
        methodCode: methods.card.code,
        amount,
        promoId: null,
        language: 'en',
      },
    }),
  );
  if (!created.redirectUrl) throw new Error('a gateway deposit without the gateway page');
  const answer = await request.post(new URL(created.redirectUrl).pathname, {
    form: { action },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const final = action === 'pay' ? 'SUCCESS' : 'FAILED';
  await expect
    .poll(async () => (await readDeposit(request, token, created.deposit.id)).status, {
      timeout: 15_000,
    })
    .toBe(final);
  return readDeposit(request, token, created.deposit.id);
}

/** A bank-transfer deposit the member has reported, waiting for the cash desk (test 2's UI). */
export async function apiReportedTransfer(
  request: APIRequestContext,
  token: string,
  amount: string,
): Promise<DepositAnswer> {
  const created = await envelope<{ deposit: DepositAnswer }>(
    await request.post(cashierRoutes.depositCreate.path, {
      headers: bearer(token),
      data: {
        requestId: crypto.randomUUID(),
        methodCode: methods.transfer.code,
        amount,
        promoId: null,
        language: 'en',
      },
    }),
  );
  return envelope<DepositAnswer>(
    await request.post(
      cashierRoutes.depositTransfer.path.replace(':id', String(created.deposit.id)),
      {
        headers: bearer(token),
        data: {
          payerBank: 'ACLEDA Bank',
          payerAccountName: 'Sok Dara',
          transferredAt: new Date(Date.now() - 60_000).toISOString(),
        },
      },
    ),
  );
}

/**
 * What a withdrawal needs (test 3 sets it up through the screens): the payee name, a bank card
 * and a payment password. Returns the card's id.
 */
export async function apiReadyToWithdraw(
  request: APIRequestContext,
  token: string,
  pin: string,
): Promise<number> {
  await envelope(
    await request.post(routes.memberInfoPayeeName.path, {
      headers: bearer(token),
      data: { payeeName: 'Sok Dara' },
    }),
  );
  const card = await envelope<{ id: number }>(
    await request.post(cashierRoutes.bankCardAdd.path, {
      headers: bearer(token),
      data: { bankCode: 'ACLEDA', accountNumber: '001234567890' },
    }),
  );
  await postEncrypted(request, token, cashierRoutes.paymentPasswordSet.path, {
    newPassword: pin,
    confirmPassword: pin,
  });
  return card.id;
}

/** A withdrawal request (held at once, pending at the cash desk). */
export async function apiWithdraw(
  request: APIRequestContext,
  token: string,
  bankCardId: number,
  amount: string,
  pin: string,
): Promise<{ id: number; reference: string; status: string }> {
  return postEncrypted(request, token, cashierRoutes.withdraw.path, {
    requestId: crypto.randomUUID(),
    amount,
    bankCardId,
    paymentPassword: pin,
  });
}
