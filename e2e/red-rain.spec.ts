import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { opsRoutes } from '@app/contracts/ops-routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { routes } from '@app/contracts/routes';
import { fill, newMember, type T } from './cashier-helpers';
import { expect, test } from './fixtures';
import { apiOpsSignIn } from './ops-helpers';

/**
 * The red envelope rain (/m/redRain, issue 16) as a new member meets it: finance starts a rain
 * through the console's row (opsRedRainStart; the server's clock is not moved, so this runs in
 * the shell project), the member catches envelopes, sees each amount the server drew and the
 * counter, reaches the limit and the session's total, and the wallet went up by exactly that
 * total. Once with reduced motion (a still grid: a stable target) in English, once with the
 * falling envelopes in Khmer, tapping one as it falls.
 */
// One after the other: the second finds the rain the first started (a newer session started
// meanwhile would move new visitors to it).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type RainState = {
  current: { id: number; endsAt: string } | null;
  maxPerMember: number;
};

const cents = (amount: number) => Math.round(amount * 100);
/** "$1,234.50" -> 1234.5 */
const amountOf = (text: string) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replaceAll(',', ''));

async function walletBalance(page: Page, token: string): Promise<number> {
  const answer = await page.request.get(routes.wallet.path, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

async function rainState(page: Page, token: string): Promise<RainState> {
  const answer = await page.request.get(rewardRoutes.redRainState.path, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { value: RainState }).value;
}

/**
 * A rain falling for at least a few minutes more: finance (the demo admin) starts one through the
 * console's API unless one runs already (a scheduled one, or another test's). While a rain runs
 * the row answers that one instead of starting another, so a rain about to end is waited out.
 */
async function ensureRain(request: APIRequestContext, page: Page, token: string) {
  const now = await rainState(page, token);
  if (now.current && Date.parse(now.current.endsAt) - Date.now() > 3 * 60_000) return;
  if (now.current) {
    const ending = now.current.id;
    test.setTimeout(test.info().timeout + 4 * 60_000);
    await expect
      .poll(async () => (await rainState(page, token)).current?.id ?? null, {
        timeout: 3.5 * 60_000,
        intervals: [5_000],
      })
      .not.toBe(ending);
  }
  const csrf = await apiOpsSignIn(request);
  const started = await request.post(opsRoutes.opsRedRainStart.path, {
    headers: { 'x-csrf-token': csrf },
    data: { minutes: 6 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await expect.poll(async () => (await rainState(page, token)).current).not.toBeNull();
}

/** axe-core as the accessibility gate runs it: no serious or critical violation. */
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

const counter = (page: Page, t: T, n: number, max: number) =>
  expect(page.getByTestId('red-rain-counter')).toHaveText(fill(t('redRain.counter'), { n, max }));

test('with reduced motion, a new member opens every envelope of a rain and is paid the total', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { token, t } = await newMember(page, 'en');
  const before = await walletBalance(page, token);
  await ensureRain(request, page, token);

  await page.goto('/m/redRain');
  await expect(page.getByRole('heading', { name: t('redRain.raining') })).toBeVisible();
  await expect(page.getByTestId('red-rain-field')).toHaveCount(0);
  const grid = page.getByTestId('red-rain-grid');
  const max = await grid.getByRole('button').count();
  expect(max).toBe(5);
  await counter(page, t, 0, max);
  await scan(page, 'the rain (reduced motion)');

  const amounts: number[] = [];
  let sessionId = '';
  for (let n = 1; n <= max; n += 1) {
    const tap = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/open'));
    await grid.getByRole('button', { name: fill(t('redRain.openEnvelopeN'), { n }) }).click();
    sessionId = /red-rain\/(\d+)\/open$/.exec((await tap).url())![1]!;
    if (n < max) {
      // The envelope shows the server's amount, the reveal says it, the counter moves.
      const opened = grid.getByRole('button', {
        name: new RegExp(`^${fill(t('redRain.openedEnvelopeN'), { n, amount: '' })}\\$`),
      });
      await expect(opened).toBeVisible();
      const amount = amountOf((await opened.getAttribute('aria-label'))!);
      expect(amount).toBeGreaterThanOrEqual(0.1);
      expect(amount).toBeLessThanOrEqual(5);
      await expect(page.getByTestId('red-rain-reveal')).toHaveText(
        fill(t('redRain.youGot'), { amount: `$${amount.toFixed(2)}` }),
      );
      await counter(page, t, n, max);
      amounts.push(amount);
    }
  }

  // The fifth envelope reaches the limit: the rain stops and the session's total shows.
  const result = page.getByTestId('red-rain-result');
  await expect(result.getByText(fill(t('redRain.doneLimit'), { max }))).toBeVisible();
  await expect(grid).toHaveCount(0);
  const chips = await result.getByTestId('red-rain-amount').allTextContents();
  expect(chips).toHaveLength(max);
  expect(chips.slice(0, max - 1).map(amountOf)).toEqual(amounts);
  const total = amountOf((await result.getByTestId('red-rain-total').textContent())!);
  expect(cents(total)).toBe(chips.map(amountOf).reduce((s, a) => s + cents(a), 0));
  await expect(page.getByRole('timer')).toBeVisible();
  await scan(page, 'the results');

  // Exactly the total came in through the ledger.
  await expect
    .poll(async () => cents(await walletBalance(page, token)))
    .toBe(cents(before) + cents(total));

  // The server remembers: coming back shows the same results at once, no envelope to open
  // (unless another test started a newer rain meanwhile: new visitors go to that one).
  if (String((await rainState(page, token)).current?.id) === sessionId) {
    await page.reload();
    await expect(page.getByTestId('red-rain-total')).toHaveText(`$${total.toFixed(2)}`);
    await expect(page.getByTestId('red-rain-grid')).toHaveCount(0);
  }
});

test('the falling envelopes run on the compositor and a tap opens one (Khmer)', async ({
  page,
  request,
}) => {
  const { token, t } = await newMember(page, 'km');
  const before = await walletBalance(page, token);
  await ensureRain(request, page, token);

  await page.goto('/m/redRain');
  const field = page.getByTestId('red-rain-field');
  await expect(field).toBeVisible();
  await counter(page, t, 0, 5);
  await expect(page.getByText(t('redRain.tapHint'))).toBeVisible();

  // A bounded number of envelopes, each a named button, animated by transform and opacity only.
  const envelopes = field.getByRole('button', { name: t('redRain.openEnvelope') });
  await expect(envelopes).toHaveCount(6);
  const animated = await page.evaluate(() =>
    document
      .getAnimations()
      .flatMap((a) => (a.effect as KeyframeEffect).getKeyframes())
      .flatMap((k) => Object.keys(k))
      .filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)),
  );
  expect(animated.length).toBeGreaterThan(0);
  expect(new Set(animated)).toEqual(new Set(['transform']));

  // Tap an envelope where it is now, as a finger would (it keeps falling: the tap opens it on
  // pointerdown). An envelope may leave the spot before the tap lands: then tap another.
  await expect(async () => {
    const spot = await field.evaluate((el) => {
      const box = el.getBoundingClientRect();
      for (const b of el.querySelectorAll('button')) {
        const r = b.getBoundingClientRect();
        if (r.top > box.top + 20 && r.bottom < box.top + box.height * 0.7)
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
      return null;
    });
    expect(spot).not.toBeNull();
    await page.touchscreen.tap(spot!.x, spot!.y);
    await expect(page.getByTestId('red-rain-reveal')).not.toBeEmpty({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });

  await counter(page, t, 1, 5);
  const reveal = (await page.getByTestId('red-rain-reveal').textContent())!;
  const amount = amountOf(reveal);
  expect(reveal).toBe(fill(t('redRain.youGot'), { amount: `$${amount.toFixed(2)}` }));
  await expect
    .poll(async () => cents(await walletBalance(page, token)))
    .toBe(cents(before) + cents(amount));
});
