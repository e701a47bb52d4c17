// The end-to-end tests drive Debian's Chromium, in its headless shell (the package
// chromium-headless-shell: the same Chromium build without the desktop browser around it, what
// Playwright itself runs for headless tests; it needs about 40 % less CPU per test, decision 028).
// Install it when missing and we may (root with apt); a full Chromium is the fallback; otherwise
// say how, and stop.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const shell = '/usr/bin/chromium-headless-shell';
export const chromiumCandidates = [process.env.CHROMIUM_PATH, shell, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const found = () => chromiumCandidates.find((p) => existsSync(p));

if (!process.env.CHROMIUM_PATH && !existsSync(shell)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell package (apt-get)…");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell > /dev/null', { stdio: 'inherit', shell: '/bin/bash' });
    } catch {
      console.log('Could not install chromium-headless-shell; a full Chromium will do, more slowly.');
    }
  }
}
if (!found()) {
  console.error(
    'The end-to-end tests need Chromium and none was found.\n' +
    'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`, or `chromium`) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
console.log(`Chromium: ${found()}`);
