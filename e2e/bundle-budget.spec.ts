import path from 'node:path';
import { bytesBudget } from '../bench/lib/budgets';
import { firstLoadRoutes, measureFirstLoad, readManifest, toKiB } from '../bench/lib/first-load';
import { e2eBaseUrl, expect, presetStorage, test } from './fixtures';

/**
 * The size check of issues 5 and 19 (the bench's bytes part as a deterministic test): the built
 * /m/home first load in a fresh context, measured and sorted by the same rule as `npm run bench`
 * (bench/lib/first-load.ts, decisions 0026 and 0047): every JS and CSS byte until the page settled,
 * the lobby and the idle announcement popup included (gzip level 9 of the served bytes, fonts
 * excluded), within bench/lib/budgets.ts, and no request for a chunk outside home's first screen
 * and idle parts in the build manifest.
 */
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const home = firstLoadRoutes.find((r) => r.name === '/m/home')!;

for (const language of ['km', 'en'] as const) {
  test(`/m/home first load in ${language}: within the bytes budget, only its own chunks`, async ({
    page,
  }) => {
    // Khmer is a first visit's language (nothing stored); English is stored beforehand.
    if (language === 'en') await presetStorage(page, { language });
    const load = await measureFirstLoad(page, e2eBaseUrl, home, readManifest(webDist));
    const summary = load.files
      .map((f) => `${f.stage} ${f.path} ${toKiB(f.gzip)} KiB gzip`)
      .join('\n');
    expect(load.language).toBe(language);
    expect(load.unexpected, `chunks the home first screen does not use:\n${summary}`).toEqual([]);
    const { js, css } = load.settled;
    // The gate holds the figure to the ratchet (budgets.ts) until it is within the budget.
    expect(js.gzip, `JS until settled, ${toKiB(js.gzip)} KiB:\n${summary}`).toBeLessThanOrEqual(
      bytesBudget.homeJsGzipGate,
    );
    expect(css.gzip, `CSS until settled, ${toKiB(css.gzip)} KiB`).toBeLessThanOrEqual(
      bytesBudget.homeCssGzip,
    );
    // Real figures: one catalogue (the active language's core part: home and its popup need no
    // other), the entry before interactive, the lobby's chunks for the first screen, and the
    // announcement popup (issue 15) once the page was idle, never before interactive.
    const catalogues = load.files.filter((f) => /\/(km|en|zh|vi)-[\w-]+\.js$/.test(f.path));
    expect(catalogues.map((f) => f.stage)).toEqual(['interactive']);
    expect(catalogues[0]!.path).toContain(`/${language}-`);
    const popup = load.files.filter(
      (f) => f.kind === 'js' && f.path.includes('/announcement-popup-'),
    );
    expect(popup.map((f) => f.stage)).toEqual(['afterIdle']);
    expect(load.interactive.js.count).toBeGreaterThanOrEqual(2);
    expect(js.gzip).toBeGreaterThan(load.interactive.js.gzip);
    expect(load.files.some((f) => f.stage === 'firstScreen' && f.path.includes('home-lobby'))).toBe(
      true,
    );
    // The other screens' table (app/screens.tsx) is not part of it: the player's first touch or
    // key fetches it (app/router.tsx), so a tap's navigation waits only for its screen's chunk.
    expect(load.files.some((f) => f.path.includes('/screens-'))).toBe(false);
    const table = page.waitForRequest((r) => /\/m\/assets\/screens-[\w-]+\.js$/.test(r.url()));
    await page.keyboard.press('Shift');
    await table;
  });
}
