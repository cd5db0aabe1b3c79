import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { e2eBaseUrl, expect, presetStorage, test } from './fixtures';
import { locale } from './locales';
import { apiOpsSignIn } from './ops-helpers';

// The admin CLI while the server runs on the embedded database (issue 12): PGlite lets one
// process hold the data directory, so the CLI sends the command to the running server's operator
// API with an API token instead. Runs in the `operator` project (alone, after the rest): it
// switches maintenance for everyone.

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'admin.js');

test('the admin CLI switches maintenance through the running server with an API token', async ({
  page,
  request,
}) => {
  const en = locale('en');
  await presetStorage(page, { language: 'en' });
  const csrf = await apiOpsSignIn(request);
  const made = await request.post('/ops/api/tokens', {
    headers: { 'x-csrf-token': csrf },
    data: { name: `e2e cli ${Date.now()}`, role: 'admin' },
  });
  const { token } = ((await made.json()) as { value: { token: string } }).value;
  const admin = (...argv: string[]) =>
    run(process.execPath, [cli, '--url', e2eBaseUrl, ...argv], {
      env: { ...process.env, OPS_API_TOKEN: token },
    });
  try {
    const on = await admin('maintenance', 'on');
    expect(on.stdout.trim()).toBe('maintenance on');
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: en('system.maintenanceTitle') })).toBeVisible();
  } finally {
    const off = await admin('maintenance', 'off');
    expect(off.stdout.trim()).toBe('maintenance off');
  }
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Footer menu' })).toBeVisible();

  // The change is in the audit log under the token's name.
  const audit = await request.get('/ops/api/audit?action=settings.update');
  const entries = ((await audit.json()) as { value: { items: { actor: string }[] } }).value.items;
  expect(entries[0]?.actor).toMatch(/^token:e2e cli /);
});
