// Rasterises apps/web/public/icons/icon.svg into the PNG icons the manifest and iOS need, with
// Debian's Chromium. Run by hand after changing the SVG: node scripts/render-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const svg = readFileSync(path.join(dir, 'icon.svg'), 'utf8');
// Maskable and Apple icons must be full-bleed: the platform applies its own mask.
const fullBleed = svg.replace(/rx="112"/, 'rx="0"');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const outputs = [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['maskable-512.png', 512, fullBleed],
  ['apple-touch-icon.png', 180, fullBleed],
];
for (const [name, size, source] of outputs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join(dir, name), omitBackground: true });
  await page.close();
  console.log('wrote', name);
}
await browser.close();
