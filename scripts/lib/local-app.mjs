// The scripts that start the app themselves (benchmarks, test:ops): a free port, the server
// process on it, and the wait until it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now (the OS picks it), for a process started right after. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * The server (apps/server/src/main.ts) on `port`, with `env` over this process's environment; its
 * stderr shows. `root` is another copy of the project (scripts/lib/source-tree.mjs) to run instead.
 */
export function spawnApp(port, env, root = repoRoot) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Resolves once `url` answers 200 (a minute at most: a first start migrates and may seed). */
export async function waitUntilAnswering(url, ms = 60_000) {
  const end = performance.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > end) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Resolves when the server answers `url`; rejects at once when it exits instead (a bad variable, a database it cannot reach). */
export async function answering(child, url, ms) {
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it answered`))));
  await Promise.race([waitUntilAnswering(url, ms), exited]);
}

/** SIGTERM, then SIGKILL if the process outlives its shutdown grace. */
export async function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
