import { apiLogin, e2eBaseUrl, expect, presetStorage, test, type StoredSession } from './fixtures';
import { locale } from './locales';

/**
 * Rebates (issue 17): agent01 (a top agent, 1.00% on every game type; the seeded demo team plays
 * over the last 30 days) opens game rebate and sees its rates, what it gives its downlines and
 * the operator's ceiling, then agent rebate and sees a paid day with its breakdown per game type,
 * in Khmer and in English. The daily job is run at once through the development row (it pays
 * what is due anyway; the clock is not moved).
 */
const km = locale('km');
const en = locale('en');

let agent: StoredSession;
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  agent = await apiLogin(api, 'agent01');
  const run = await api.post('/__dev/agent-jobs');
  expect(run.ok()).toBe(true);
  await api.dispose();
});

for (const [lang, t] of [
  ['km', km],
  ['en', en],
] as const) {
  test(`agent01 sees its rebate rates and a paid day (${lang})`, async ({ page }) => {
    await presetStorage(page, { language: lang, MC_SESSION_INFO: JSON.stringify(agent) });

    await page.goto('/m/member/teamRebate');
    await expect(page.getByRole('banner')).toContainText(t('titles.teamRebate'));
    const table = page.getByTestId('game-rebate-table');
    await expect(table).toBeVisible({ timeout: 15_000 });
    const slots = table.getByTestId('game-rebate-row-RNG');
    await expect(slots.getByRole('rowheader')).toHaveText(t('categories.RNG'));
    await expect(slots.getByTestId('own')).toHaveText('1.00%');
    // Its sub-agents have 0.70%; a top agent's ceiling is the operator's 3.00%.
    await expect(slots.getByTestId('given')).toContainText('0.70%');
    await expect(slots.getByTestId('ceiling')).toHaveText('3.00%');
    await expect(page.getByTestId('game-rebate-notes')).toContainText(
      t('agentRebates.rates.noteCeilingOperator').split('{{max}}')[0]!.trim(),
    );

    await page.goto('/m/member/agent/agentRebeat');
    await expect(page.getByRole('banner')).toContainText(t('titles.agentRebate'));
    const paid = page.locator('[data-testid="agent-rebate-day"][data-status="PAID"]').first();
    await expect(paid).toBeVisible({ timeout: 15_000 });
    await expect(paid).toContainText(t('agentRebates.earnings.paid'));
    await expect(page.getByTestId('agent-rebate-total')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    await paid.getByRole('button').click();
    const games = paid.getByTestId('agent-rebate-games');
    await expect(games).toBeVisible();
    await expect(games.getByRole('rowheader').first()).not.toBeEmpty();
    await expect(games.getByRole('row').nth(1)).toContainText('1.00%');
  });
}
