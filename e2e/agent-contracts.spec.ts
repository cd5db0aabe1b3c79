import type { APIRequestContext, Page } from '@playwright/test';
import { agentRoutes } from '@app/contracts/agent-routes';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { devRoutes } from '@app/contracts/dev-routes';
import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';
import { routes } from '@app/contracts/routes';
import { freshPassword, freshUsername } from './auth-helpers';
import { apiLogin, expect, presetStorage, test } from './fixtures';
import { locale } from './locales';

// The contract journey of issue 17: agent01 opens a sub-agent account and offers it a daily
// salary within its own terms (the offer form); the sub-agent logs in on the agent side, the
// contract prompt takes it to the contract, it signs; the server's clock moves one day on and
// the payout job runs: the sub-agent sees the 2.00 in its payout history and in the transaction
// record (type Agent), and agent01 paid it from its balance. The clock is the server's: this
// spec belongs to the serial "operator" project and puts the clock back in the end.
const en = locale('en');
test.use({ contractPrompt: 'keep' });

const DAY_MS = 86_400_000;

async function setClock(request: APIRequestContext, offsetMs: number) {
  const answer = await request.put(devRoutes.devClock.path, { data: { offsetMs } });
  expect(answer.ok()).toBe(true);
}

/** An encrypted call as the app makes it (opening an account is one). */
async function encryptedPost(
  request: APIRequestContext,
  path: string,
  payload: unknown,
  token: string,
) {
  const keyAnswer = await (await request.get(routes.systemPublicKey.path)).json();
  const { keyId, publicKey } = keyAnswer.value as { keyId: string; publicKey: string };
  const sealed = await encryptPayload(await importPublicKey(publicKey), keyId, payload, path);
  const answer = await request.post(path, {
    headers: {
      [encryptionHeader]: sealed.header,
      [deviceHeader]: 'H5',
      Authorization: `Bearer ${token}`,
    },
    data: { data: sealed.data },
  });
  const body = (await answer.json()) as { success: boolean; value: unknown; errorCode: string };
  expect(body.success, body.errorCode).toBe(true);
  return body.value;
}

async function getValue<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { success: boolean; value: T; errorCode: string };
  expect(body.success, body.errorCode).toBe(true);
  return body.value;
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await getValue<{ sumBalance: number }>(request, routes.wallet.path, token)).sumBalance;

/** agent01's AGENT movements since `from` (its transaction record). */
async function agentMovements(request: APIRequestContext, token: string, from: Date) {
  const query = new URLSearchParams({
    types: 'AGENT',
    from: from.toISOString(),
    to: new Date(Date.now() + 60_000).toISOString(),
    pageNo: '1',
    pageSize: '100',
  });
  return (
    await getValue<{ list: { amount: number; reference: string }[] }>(
      request,
      `${cashierRoutes.memberTransactions.path}?${query.toString()}`,
      token,
    )
  ).list;
}

/** The sub-agent's row in "my sub-agents", loading more pages until it shows. */
async function subAgentRow(page: Page, username: string) {
  const list = page.getByTestId('contract-subagents-list');
  const row = list.locator(`[data-testid="contract-subagent"][data-username="${username}"]`);
  await expect(async () => {
    if ((await row.count()) === 0) {
      await list.getByTestId('contract-subagent').last().scrollIntoViewIfNeeded();
      const more = page.getByTestId('contract-subagents-list-load-more');
      if (await more.isVisible()) await more.click();
    }
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row;
}

test('a sub-agent signs a daily salary offered by agent01 and is paid for the day', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  try {
    // agent01 opens a sub-agent account (the team's row; helper screens test the form).
    const agent = await apiLogin(request, 'agent01');
    const username = freshUsername('ct');
    await encryptedPost(
      request,
      agentRoutes.agentOpenAccount.path,
      {
        kind: 'AGENT',
        username,
        password: freshPassword,
        confirmPassword: freshPassword,
        rates: {},
      },
      agent.token,
    );

    // agent01 offers it a daily salary of 2.00 with one base tier, in the offer form.
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await presetStorage(agentPage, {
      language: 'en',
      hideDownloadBar: '1',
      MC_SESSION_INFO: JSON.stringify(agent),
    });
    await agentPage.goto('/m/member/agent/getSalaryContract');
    // Its own contract from the operator: signed, paying 5.00 at the base tier.
    await expect(agentPage.getByTestId('contract-status')).toHaveAttribute('data-status', 'SIGNED');
    const row = await subAgentRow(agentPage, username);
    await expect(row.getByText(en('agentContracts.status.NONE'))).toBeVisible();
    await row.getByTestId('contract-offer-open').click();
    const sheet = agentPage.getByTestId('contract-offer');
    await expect(sheet).toBeVisible();
    // Start from its own three tiers; keep the base one at 2.00.
    await sheet.getByTestId('offer-remove-tier-2').click();
    await sheet.getByTestId('offer-remove-tier-1').click();
    await expect(sheet.getByTestId('offer-tier')).toHaveCount(1);
    // Above its own 5.00 first: refused before sending.
    await sheet.getByTestId('offer-tier-0-pay').fill('6');
    await sheet.getByRole('button', { name: en('agentContracts.offer.send') }).click();
    await expect(sheet.getByRole('alert')).toContainText('$5.00');
    await sheet.getByTestId('offer-tier-0-money').fill('0');
    await sheet.getByTestId('offer-tier-0-active').fill('0');
    await sheet.getByTestId('offer-tier-0-pay').fill('2.00');
    await sheet.getByRole('button', { name: en('agentContracts.offer.send') }).click();
    await expect(sheet).toBeHidden();
    await expect(row.getByText(en('agentContracts.status.OFFERED'))).toBeVisible();
    await agentContext.close();

    // The sub-agent logs in on the agent side: the prompt takes it to the contract.
    await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
    await page.goto('/m/login?side=agent');
    await page.getByRole('textbox', { name: en('auth.fields.username') }).fill(username);
    await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(freshPassword);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await prompt.getByTestId('contract-prompt-go').click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

    const card = page.getByTestId('contract-card');
    await expect(card.getByTestId('contract-status')).toHaveAttribute('data-status', 'OFFERED');
    await expect(card).toContainText(
      en('agentContracts.mine.fromUpline').replace('{{name}}', 'agent01'),
    );
    await expect(card.getByTestId('contract-terms-tier')).toHaveCount(1);
    await expect(card.getByTestId('contract-terms-tier')).toContainText('$2.00');
    await card.getByTestId('contract-sign').click();
    const confirm = page.getByTestId('contract-confirm');
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('contract-confirm-ok').click();
    await expect(card.getByTestId('contract-status')).toHaveAttribute('data-status', 'SIGNED');
    // The current day pays the base tier: 2.00 projected.
    await expect(page.getByTestId('contract-projected')).toHaveText('$2.00');
    await expect(page.getByTestId('contract-payouts-empty')).toBeVisible();

    // One day on, the jobs run: the day the contract was signed in is paid.
    // (the server's own 60 s job may pay agent01 an hour of its salary meanwhile: the balance is
    // compared with every AGENT movement since this moment)
    const startedAt = new Date();
    const agentBefore = await balanceOf(request, agent.token);
    await setClock(request, DAY_MS);
    const ran = await request.post(devRoutes.devAgentJobs.path);
    expect(ran.ok()).toBe(true);

    await page.reload();
    const payout = page.getByTestId('contract-payout');
    await expect(payout).toHaveCount(1);
    await expect(payout).toContainText('$2.00');
    await expect(payout.locator('[data-status]')).toHaveAttribute('data-status', 'PAID');
    await expect(page.getByTestId('contract-payout-totals')).toContainText('$2.00');

    // In the transaction record, type Agent.
    await page.goto('/m/transaction/record?types=A');
    const salaryRow = page
      .locator('[data-testid="record-row"][data-type="AGENT"]')
      .filter({ hasText: /Daily salary/ });
    await expect(salaryRow).toHaveCount(1);
    await expect(salaryRow.getByTestId('record-amount')).toHaveText('+2.00');
    await expect(salaryRow).toContainText(en('records.type.AGENT'));

    // agent01 paid it: its record holds the -2.00, and its balance moved by exactly its AGENT
    // movements of the run (its own salaries from the operator, rebates, and this 2.00 out).
    // (a day later its API session has expired: a new one)
    const agentAgain = await apiLogin(request, 'agent01');
    const moves = await agentMovements(request, agentAgain.token, startedAt);
    expect(moves.filter((m) => m.amount === -2 && /^Daily salary /.test(m.reference))).toHaveLength(
      1,
    );
    const agentAfter = await balanceOf(request, agentAgain.token);
    const sum = moves.reduce((total, m) => total + Math.round(m.amount * 100), 0);
    expect(Math.round(agentAfter * 100) - Math.round(agentBefore * 100)).toBe(sum);
    const offered = await getValue<{ list: { username: string; paid: number }[] }>(
      request,
      `${agentRoutes.agentContractsOffered.path}?kind=DAILY_SALARY&pageSize=50`,
      agentAgain.token,
    );
    expect(offered.list.find((r) => r.username === username)?.paid).toBe(2);
  } finally {
    await setClock(request, 0);
  }
});
