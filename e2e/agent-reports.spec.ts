import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginViaApi, test } from './fixtures';
import { locale } from './locales';

/**
 * Team reports (issue 17) as agent01 reads them: the team overview and team P&L over ranges
 * (kept in the address), the daily chart, the direct downlines and a sub-agent's own team, and
 * team betting filtered by a member. The seeded demo team under agent01 (seed/agent-team-seed.ts:
 * 30 days of deposits, rounds with bet orders for the last 7 days, withdrawals) gives the
 * figures; the test only reads, so it runs beside the others.
 */
test.describe.configure({ timeout: 120_000 });

const en = locale('en');
const km = locale('km');
const money = /^[−-]?\$[\d,]+\.\d{2}$/;
const signed = /^[+−]?\$[\d,]+\.\d{2}$/;

/** The device's calendar day `back` days ago (the custom inputs' days). */
const deviceDay = (back = 0) =>
  new Date(Date.now() - back * 86_400_000 - new Date().getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 10);

async function scan(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(blocking, `axe on ${what}`).toEqual([]);
}

test('team overview: ranges in the address, figures as cards, a custom range checked before it is asked', async ({
  page,
}) => {
  await loginViaApi(page, 'agent01', { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/agent/team/overview');
  const ranges = page.getByTestId('report-range');
  await expect(
    ranges.getByRole('button', { name: en('agentReports.range.today') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('report-period')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('overview-netProfitLoss').locator('dd').first()).toHaveText(signed);
  for (const key of [
    'deposits',
    'withdrawals',
    'bets',
    'validTurnover',
    'wins',
    'rebates',
    'bonuses',
  ])
    await expect(page.getByTestId(`overview-${key}`).locator('dd').first()).toHaveText(money);
  // The seeded team: 3 sub-agents and 5 members directly, 4 members under each sub-agent.
  await expect(page.getByTestId('overview-directCount').locator('dd').first()).toHaveText('8');
  await expect(page.getByTestId('overview-teamSize').locator('dd').first()).toHaveText('20');

  // This month: from the 1st, kept over a reload.
  await ranges.getByRole('button', { name: en('agentReports.range.month') }).click();
  await expect(page).toHaveURL(/[?&]range=month\b/);
  await expect(page.getByTestId('report-period')).toHaveText(
    /^\d{4}-\d{2}-01( to \d{4}-\d{2}-\d{2})?$/,
  );
  const period = await page.getByTestId('report-period').textContent();
  await page.reload();
  await expect(
    ranges.getByRole('button', { name: en('agentReports.range.month') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('report-period')).toHaveText(period!);
  await expect(page.getByTestId('overview-deposits').locator('dd').first()).toHaveText(money);
  await scan(page, 'team overview');

  // Custom: starts from the month's days; a reversed pair is named and not asked for.
  await ranges.getByRole('button', { name: en('agentReports.range.custom') }).click();
  await expect(page).toHaveURL(/range=custom&from=\d{4}-\d{2}-01&to=/);
  await page.getByTestId('report-from').fill(deviceDay(0));
  await page.getByTestId('report-to').fill(deviceDay(3));
  await expect(page.getByTestId('report-range-problem')).toHaveText(
    en('agentReports.range.problem.order'),
  );
  await page.getByTestId('report-from').fill(deviceDay(6));
  await page.getByTestId('report-to').fill(deviceDay(0));
  await expect(page.getByTestId('report-range-problem')).toHaveCount(0);
  await expect(page.getByTestId('report-period')).toHaveText(`${deviceDay(6)} to ${deviceDay(0)}`);
  await expect(page).toHaveURL(new RegExp(`from=${deviceDay(6)}&to=${deviceDay(0)}`));
});

test('team P&L: totals, the daily chart, downlines by turnover, a sub-agent’s own team', async ({
  page,
}) => {
  await loginViaApi(page, 'agent01', { language: 'en', hideDownloadBar: '1' });
  const from = deviceDay(13);
  const to = deviceDay(0);
  await page.goto(`/m/agent/team/pnl?range=custom&from=${from}&to=${to}`);
  await expect(page.getByTestId('report-period')).toHaveText(`${from} to ${to}`);
  await expect(page.getByTestId('pnl-netProfitLoss').locator('dd').first()).toHaveText(signed);
  await expect(page.getByTestId('pnl-validTurnover').locator('dd').first()).not.toHaveText('$0.00');

  // The chart: 14 days, bars of valid turnover, then of net profit/loss.
  const chart = page.getByTestId('pnl-chart-svg');
  await expect(chart).toHaveAttribute('data-metric', 'validTurnover');
  await expect(chart.getByTestId('pnl-chart-bar').first()).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`${from} to ${to}`) })).toBeVisible();
  await page
    .getByTestId('pnl-chart')
    .getByRole('button', { name: en('agentReports.pnl.metric.netProfitLoss') })
    .click();
  await expect(chart).toHaveAttribute('data-metric', 'netProfitLoss');

  // Direct downlines, highest valid turnover first.
  const rows = page.getByTestId('downline-row');
  await expect(rows).toHaveCount(8);
  const turnovers = await rows
    .getByTestId('downline-validTurnover')
    .evaluateAll((els) => els.map((el) => Number(el.textContent!.replace(/[^\d.]/g, ''))));
  expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
  await expect(page.getByTestId('pnl-downline-count')).toHaveText('8 in total');
  await scan(page, 'team P&L');

  // A sub-agent's row opens its own team (Back returns).
  const agentRow = rows.and(page.locator('[data-kind="AGENT"]')).first();
  const name = (await agentRow.getByTestId('downline-name').textContent())!.trim();
  await agentRow.click();
  await expect(page).toHaveURL(/parentId=\d+/);
  await expect(page.getByTestId('pnl-drill')).toContainText(
    en('agentReports.pnl.teamOf').replace('{{name}}', name),
  );
  await expect(rows).toHaveCount(4);
  await expect(page.locator('[data-testid="downline-row"][data-kind="MEMBER"]')).toHaveCount(4);
  await page.goBack();
  await expect(page).not.toHaveURL(/parentId/);
  await expect(rows).toHaveCount(8);

  // Khmer: the same screen in the default language.
  await page.evaluate(() => localStorage.setItem('language', 'km'));
  await page.reload();
  await expect(
    page.getByTestId('report-range').getByRole('button', { name: km('agentReports.range.custom') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: km('agentReports.pnl.downlines') })).toBeVisible();
});

test('team betting: the team’s bets with totals, filtered by a member and a game type', async ({
  page,
  consoleGuard,
}) => {
  // The last step asks for someone outside the team: the server answers 404 NOT_IN_TEAM.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await loginViaApi(page, 'agent01', { language: 'en', hideDownloadBar: '1' });
  const from = deviceDay(6);
  const to = deviceDay(0);
  await page.goto(`/m/teamBetting?range=custom&from=${from}&to=${to}`);
  const rows = page.getByTestId('team-bet-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('team-bet-total-stake').locator('dd')).toHaveText(money);
  await expect(page.getByTestId('team-bet-count')).toHaveText(/^\d+ bets$/);
  await scan(page, 'team betting');

  // One member's bets only.
  const member = (await rows.first().getByTestId('team-bet-user').textContent())!;
  await page.getByTestId('team-bet-user-input').fill(member.toUpperCase());
  await page.getByTestId('team-bet-search').click();
  await expect(page).toHaveURL(new RegExp(`user=${member}`));
  await expect(rows.first()).toBeVisible();
  const users = await rows.getByTestId('team-bet-user').allTextContents();
  expect(new Set(users)).toEqual(new Set([member]));

  // A game type on top: every row of that type (or none).
  await page.getByTestId('team-bet-game-type').selectOption('LIVE');
  await expect(page).toHaveURL(/gameType=LIVE/);
  await expect(rows.or(page.getByTestId('team-bets-empty')).first()).toBeVisible();
  for (const meta of await rows.getByTestId('team-bet-meta').allTextContents())
    expect(meta).toContain(`${member} · Live casino`);

  // Someone outside the team: the server's message.
  await page.getByTestId('team-bet-game-type').selectOption('');
  await page.getByTestId('team-bet-user-input').fill('demo01');
  await page.getByTestId('team-bet-search').click();
  await expect(page.getByTestId('team-bets-error')).toContainText(en('agentErrors.notInTeam'));
});
