import type { Page } from '@playwright/test';
import { agentMenuEntries } from '@app/contracts/agent-constants';
import { agentRoutes } from '@app/contracts/agent-routes';
import { apiLogin, demoPassword, expect, loginViaApi, presetStorage, test } from './fixtures';
import { locale } from './locales';

// The agent home (issue 17; spec 2 Agent home, 6 Login errors): agent01 logs in on the agent
// side and sees its team's counters, the grid and the footer; a member is turned away from
// /m/agent to /m/home and from the agent side of the login screen.
const en = locale('en');
const km = locale('km');

type Kpi = {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
};

async function teamKpi(page: Page, token: string): Promise<Kpi> {
  const answer = await page.request.get(`${agentRoutes.agentTeamKpi.path}?size=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { success: boolean; value: { footer: Kpi } };
  expect(body.success).toBe(true);
  return body.value.footer;
}

const counter = (page: Page, key: string) => page.getByTestId(`team-kpi-${key}`);
const count = async (page: Page, key: string) =>
  Number((await counter(page, key).innerText()).replace(/,/g, ''));

test('agent01 logs in on the agent side and sees the counters, the grid and the footer', async ({
  page,
}) => {
  await presetStorage(page, { language: 'en' });
  await page.goto('/m/login');
  await page.getByRole('link', { name: en('agentHome.login.toAgent') }).click();
  await expect(page).toHaveURL(/\/m\/login\?side=agent$/);
  await expect(page.getByRole('heading', { name: en('agentHome.login.title') })).toBeVisible();
  await page.getByRole('textbox', { name: en('auth.fields.username') }).fill('agent01');
  await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: en('auth.submitLogin') }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);

  await expect(page.getByTestId('agent-home-name')).toHaveText('agent01');
  await expect(page.getByTestId('balance-amount').locator('[aria-hidden="true"]')).toHaveText(
    /^\$[\d,]+\.\d{2}$/,
  );
  await expect(page.getByRole('link', { name: en('agentHome.withdraw') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('agentHome.deposit') })).toBeVisible();

  // Today's counters are the server's: numbers, and (but for online) at most what it says a
  // moment later (other specs may add to agent01's team meanwhile, never take away).
  for (const key of ['loggedIn', 'betting', 'registered', 'online'])
    await expect(counter(page, key)).toHaveText(/^\d[\d,]*$/);
  const session = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))) ?? '{}',
  ) as { token: string };
  const later = await teamKpi(page, session.token);
  expect(await count(page, 'loggedIn')).toBeLessThanOrEqual(later.teamLoginMemberCount);
  expect(await count(page, 'betting')).toBeLessThanOrEqual(later.teamBetMemberCount);
  expect(await count(page, 'registered')).toBeLessThanOrEqual(later.teamRegisterMemberCount);

  // Every switch is on in the demo: the whole grid, online service last.
  const grid = page.getByTestId('agent-menu');
  await expect(grid.getByRole('listitem')).toHaveText(
    agentMenuEntries.map((e) => en(`agentHome.menu.${e.id}`)),
  );
  await expect(grid.getByRole('link', { name: en('agentHome.menu.teamPnl') })).toHaveAttribute(
    'href',
    '/m/agent/team/pnl',
  );
  const footer = page.getByTestId('agent-footer');
  await expect(footer.getByRole('link')).toContainText([
    en('agentHome.footer.home'),
    en('agentHome.footer.openAccount'),
    en('agentHome.footer.dividend'),
    en('agentHome.footer.announcements'),
  ]);
  // The announcements' unread badge: a number, 99+ above 99.
  await expect(footer.getByTestId('agent-footer-unread')).toHaveText(/^(\d{1,2}|99\+)$/);

  // Online service opens the customer-service popup; a grid entry opens its screen.
  await grid.getByRole('button', { name: en('agentHome.menu.onlineService') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await grid.getByRole('link', { name: en('agentHome.menu.securityCentre') }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
});

test('Khmer: the agent home is translated and the greeting matches the hour', async ({ page }) => {
  await loginViaApi(page, 'agent01');
  await page.goto('/m/agent');
  const hour = await page.evaluate(() => new Date().getHours());
  const period =
    hour <= 10
      ? 'morning'
      : hour <= 14
        ? 'earlyAfternoon'
        : hour <= 18
          ? 'lateAfternoon'
          : 'evening';
  await expect(page.locator('#agent-home-greeting')).toHaveText(km(`agentHome.greeting.${period}`));
  await expect(page.getByRole('heading', { name: km('agentHome.teamToday') })).toBeVisible();
  await expect(page.getByTestId('agent-footer').getByRole('link').first()).toHaveText(
    km('agentHome.footer.home'),
  );
});

test('a member opening /m/agent lands on /m/home with the agents-only notice', async ({ page }) => {
  await loginViaApi(page, 'demo01');
  await page.goto('/m/agent');
  await expect(page.getByRole('alert').filter({ hasText: km('account.agentsOnly') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('agent-menu')).toHaveCount(0);
});

test('the agent side refuses a plain member with the translated message; no session', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 403/);
  await page.goto('/m/login?side=agent');
  await expect(page.getByRole('heading', { name: km('agentHome.login.title') })).toBeVisible();
  await page.getByRole('textbox', { name: km('auth.fields.username') }).fill('demo01');
  await page.getByLabel(km('auth.fields.password'), { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: km('auth.submitLogin') }).click();
  await expect(page.getByText(km('agentErrors.notAgent'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login\?side=agent$/);
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  // The same account logs in on the member site as before.
  await page.getByRole('link', { name: km('agentHome.login.toMember') }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.getByRole('button', { name: km('auth.submitLogin') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await apiLogin(page.request, 'demo01')).type).toBe(0);
});
