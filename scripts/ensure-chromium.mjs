// The end-to-end tests drive Debian's Chromium. Install it when missing and we may (root with apt);
// otherwise say how, and stop.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const found = () => chromiumCandidates.find((p) => existsSync(p));

if (!found()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium package (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null', { stdio: 'inherit', shell: '/bin/bash' });
  }
  if (!found()) {
    console.error(
      'The end-to-end tests need Chromium and none was found.\n' +
        'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
}
console.log(`Chromium: ${found()}`);
