// Tools the scripts need from Debian (nginx, promtool, wrk): used where present, installed with
// apt when missing and running as root, as scripts/ensure-chromium.mjs does for Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The path of `binary`, installing `pkg` first when it is missing; throws with the command to run when it cannot. */
export function ensureDebianPackage(binary, pkg, neededBy) {
  if (existsSync(binary)) return binary;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) throw new Error(`${neededBy} needs ${binary}: \`sudo apt-get install -y ${pkg}\``);
  console.log(`${binary} not found: installing Debian's ${pkg} package (apt-get)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${pkg} > /dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
  return binary;
}
