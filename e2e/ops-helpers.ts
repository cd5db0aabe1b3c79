import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { totpCode } from '../apps/server/src/services/totp';
import { freshUsername } from './auth-helpers';

/** The seeded demo operator (apps/server/src/seed/demo-operator-seed.ts; the README lists it). */
export const demoOperator = {
  username: 'ops01',
  password: 'Ops@2026demo',
  secret: 'IILEJK4UGONKK4EONZFXVOTJBTDOXP4E',
};

/**
 * The code an authenticator shows for the next 30 s step. A code is good once, and another test
 * (or a retry) may have used this step's; the server accepts the next step's too (clock drift).
 */
export const nextTotp = () => totpCode(demoOperator.secret, new Date(Date.now() + 30_000));

/** Milliseconds until a new code exists (a person would wait for it). */
export const untilNextCode = () => 31_000 - (Date.now() % 30_000);

/**
 * Signs the demo operator in through the console's API (password, then the code) on this
 * request context, which keeps the session cookie; returns the CSRF token for changes.
 */
export async function apiOpsSignIn(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const login = await request.post('/ops/api/session/login', {
      data: { username: demoOperator.username, password: demoOperator.password },
    });
    if (!login.ok()) throw new Error(`operator login failed: ${await login.text()}`);
    const second = await request.post('/ops/api/session/second-factor', {
      data: { code: nextTotp() },
    });
    const body = (await second.json()) as { success: boolean; value: { csrfToken: string } };
    if (body.success) return body.value.csrfToken;
    await new Promise((resolve) => setTimeout(resolve, untilNextCode()));
  }
  throw new Error('the server refused every code');
}

/**
 * A code is good once per 30 s step (see ops-helpers.ts); if it was used, the test waits for the
 * next code, as a person would.
 */
export async function signInToConsole(ops: Page) {
  await ops.goto('/ops/');
  await ops.getByLabel('Username').fill(demoOperator.username);
  await ops.getByLabel('Password').fill(demoOperator.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  const code = ops.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await code.fill(nextTotp());
    await code.press('Enter');
    const signedIn = ops.getByRole('heading', { name: 'Dashboard' });
    const refused = ops.getByRole('alert');
    await expect(signedIn.or(refused)).toBeVisible({ timeout: 15_000 });
    if (await signedIn.isVisible()) return;
    await ops.waitForTimeout(untilNextCode());
  }
  throw new Error('the console refused every code');
}

/**
 * An operator of the test's own with `role`, made by the demo admin through the API and signed
 * in on `request` (a console page's context, so its pages share the session cookie): the first
 * sign-in enrols an authenticator, whose code the test computes from the secret it is shown.
 */
export async function signInAsNewOperator(
  admin: APIRequestContext,
  request: APIRequestContext,
  role: 'support' | 'finance' | 'content' | 'admin',
  /** The admin context's CSRF token when it is signed in already (fewer demo-operator logins). */
  adminCsrf?: string,
): Promise<string> {
  const csrf = adminCsrf ?? (await apiOpsSignIn(admin));
  const username = freshUsername(role.slice(0, 3)).toLowerCase();
  const password = `Op#${role}2026x`;
  const created = await admin.post('/ops/api/operators', {
    headers: { 'x-csrf-token': csrf },
    data: { username, password, role },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/ops/api/session/login', { data: { username, password } });
  const step = (await login.json()) as { value: { next: string; secret?: string } };
  expect(step.value.next).toBe('enrol');
  const second = await request.post('/ops/api/session/second-factor', {
    data: { code: totpCode(step.value.secret!, new Date()) },
  });
  expect(second.ok(), await second.text()).toBe(true);
  return username;
}
