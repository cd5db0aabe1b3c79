// End-to-end tests drive Debian's Chromium (never a downloaded browser build). This checks for it
// and, when running as root with apt-get available (CI, a fresh dev machine), installs it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium not found at ${path}.\n` +
      "Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium)\n" +
      'or point CHROMIUM_PATH at a Chromium binary. The tests never download a browser.',
  );
  process.exit(1);
}
console.log("Installing Debian's Chromium for the end-to-end tests (apt-get install chromium)...");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
