// Type-checks every workspace with TypeScript 7, the native compiler (a third of TypeScript 6's time
// here). TypeScript 6 stays installed as `typescript` because typescript-eslint parses with it; both
// packages declare a `tsc` binary, so this calls TypeScript 7's by path. See decision 024.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/typescript7/bin/tsc', import.meta.url));
for (const project of ['packages/shared', 'packages/db', 'apps/server', 'apps/web']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
