import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { locale } from './locales';

/**
 * Helpers of the auth end-to-end tests. The captcha is an arithmetic question ("47 + 8",
 * "52 - 6") drawn as seven-segment strokes (apps/server/src/services/captcha-image.ts); the test
 * reads it back from the SVG the way a person reads the picture, so registration can be tested
 * with CAPTCHA3 on.
 */
const segments: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2],
  b: [18, 2, 18, 18],
  c: [18, 18, 18, 34],
  d: [2, 34, 18, 34],
  e: [2, 18, 2, 34],
  f: [2, 2, 2, 18],
  g: [2, 18, 18, 18],
  plus: [10, 10, 10, 26],
};
const digits = [
  'abcdef',
  'bc',
  'abdeg',
  'abcdg',
  'bcfg',
  'acdfg',
  'acdefg',
  'abc',
  'abcdefg',
  'abcdfg',
];

export function solveCaptchaSvg(svg: string): number {
  const glyphs = [
    ...svg.matchAll(/<path transform="rotate\(-?\d+ (-?\d+) (-?\d+)\)" d="([^"]+)"\/>/g),
  ];
  let text = '';
  for (const [, cx, cy, d] of glyphs) {
    const x = Number(cx) - 10;
    const y = Number(cy) - 18;
    const found = new Set<string>();
    for (const [, x1, y1, x2, y2] of d!.matchAll(/M(-?\d+) (-?\d+)L(-?\d+) (-?\d+)/g)) {
      const rel = [Number(x1) - x, Number(y1) - y, Number(x2) - x, Number(y2) - y];
      const name = Object.entries(segments).find(([, s]) =>
        s.every((v, i) => Math.abs(v - rel[i]!) <= 3),
      )?.[0];
      if (name) found.add(name);
    }
    if (found.has('plus')) text += '+';
    // The minus is the plus's bar alone, where segment g lies; no digit is g alone.
    else if (found.size === 1 && found.has('g')) text += '-';
    else text += String(digits.indexOf([...found].sort().join('')));
  }
  const match = /^(\d+)([+-])(\d+)$/.exec(text);
  if (!match) throw new Error(`captcha ${text}`);
  const [, left, operator, right] = match;
  return operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
}

/** Reads the captcha image on the page and types its answer. */
export async function answerCaptcha(page: Page, fieldName: string, wrong = false) {
  const image = page.getByTestId('captcha-image').locator('img');
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  const answer = solveCaptchaSvg(svg);
  await page
    .getByRole('textbox', { name: fieldName, exact: true })
    .fill(String(wrong ? answer + 1 : answer));
}

type OutboxMessage = { channel: string; recipient: string; code: string | null; body: string };

/** Messages the demo sender "delivered" to `recipient`, newest first (dev-only route). */
export async function outbox(
  request: APIRequestContext,
  recipient: string,
  channel: 'sms' | 'email',
): Promise<OutboxMessage[]> {
  const answer = await request.get('/__dev/outbox', { params: { recipient, channel } });
  const body = (await answer.json()) as { value: OutboxMessage[] };
  return body.value;
}

/** Waits for a message newer than the `before` count and returns its code. */
export async function nextCode(
  request: APIRequestContext,
  recipient: string,
  channel: 'sms' | 'email',
  before: number,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const list = await outbox(request, recipient, channel);
      code = list.length > before ? (list[0]?.code ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** A username nobody has: letters and digits, 4..20. */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(
    0,
    20,
  );
}

/** A Cambodian-style mobile number (8 digits, not the demo ones). */
export function freshMobile(): string {
  return String(20_000_000 + Math.floor(Math.random() * 70_000_000));
}

export async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('MC_SESSION_INFO');
    return raw ? (JSON.parse(raw) as { token: string; type: number; userName: string }) : null;
  });
}

/** Logs out the way a cleared browser does (the settings page's logout is tested elsewhere). */
export async function forgetSession(page: Page) {
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
}

/** The password of accounts the tests register. */
export const freshPassword = 'Fresh#Pass2026';

/** Registers a new username account through the register screen; ends on home, logged in. */
export async function registerByUsername(
  page: Page,
  t: ReturnType<typeof locale>,
  username: string,
  extra: { email?: string } = {},
) {
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: t('auth.fields.username'), exact: true }).fill(username);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(freshPassword);
  await page.getByLabel(t('auth.fields.confirmPassword'), { exact: true }).fill(freshPassword);
  if (extra.email) {
    await page
      .getByRole('textbox', { name: t('auth.fields.email'), exact: true })
      .fill(extra.email);
  }
  await answerCaptcha(page, t('auth.fields.captcha'));
  await page.getByRole('button', { name: t('auth.submitRegister') }).click();
  await page.waitForURL('**/m/home');
}
