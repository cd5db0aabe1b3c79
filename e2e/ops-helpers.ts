import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { totpCode } from '../apps/server/src/services/totp';
import { freshUsername } from './auth-helpers';
import { totpClaimsDir } from '../scripts/e2e-paths.mjs';

/** The seeded demo operator (apps/server/src/seed/demo-operator-seed.ts; the README lists it). */
export const demoOperator = {
  username: 'ops01',
  password: 'Ops@2026demo',
  secret: 'IILEJK4UGONKK4EONZFXVOTJBTDOXP4E',
};

/** Milliseconds until a new code exists (a person would wait for it). */
export const untilNextCode = () => 31_000 - (Date.now() % 30_000);

const STEP_MS = 30_000;

/**
 * The demo operator's code for the earliest 30 s step no other sign-in of this run has claimed
 * (the server accepts the next step's code: clock drift). The server takes each step once, and
 * only steps after the last one it took; a used code is a failed sign-in, and ten failures from
 * one address in 15 minutes make every console login from it ask for a captcha. So two sign-ins
 * never try the same code, and they submit in the order they claimed: a sign-in that claims a
 * later step waits until that step is the next one, as a person would wait for a new code. The
 * claim is a file created exclusively in a folder the e2e server empties at its start
 * (scripts/e2e-server.mjs). Claiming the step ahead, not waiting to race for it, is what keeps
 * two workers fair: before, both woke at the same step boundary and one could lose every race
 * (a test timed out after 114 s in here).
 */
export async function claimTotp(): Promise<string> {
  const dir = totpClaimsDir(process.env.E2E_PORT ?? '3100');
  mkdirSync(dir, { recursive: true });
  for (let step = Math.floor(Date.now() / STEP_MS) + 1; ; step += 1) {
    try {
      closeSync(openSync(path.join(dir, `ops01-${step}`), 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      continue;
    }
    // The step is the next one once the step before it has begun; 5 s more, so a sign-in that
    // claimed that earlier step (at once, before this one) has submitted its code first.
    const wait = (step - 1) * STEP_MS + 5_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return totpCode(demoOperator.secret, new Date(step * STEP_MS));
  }
}

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
      data: { code: await claimTotp() },
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
    await code.fill(await claimTotp());
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
