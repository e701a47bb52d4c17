import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type AppProcess = { url: string; dataDir: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts the built app the way `npm start` does, on a free port with its own DATA_DIR. */
export async function startApp(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'maple-e2e-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { url, dataDir, child, output: () => log, exited };
}

export async function waitUntilHealthy(app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`app exited early:\n${app.output()}`);
    try {
      const res = await fetch(`${app.url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`app did not become healthy:\n${app.output()}`);
}

export async function stopApp(app: AppProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  if (app.child.exitCode === null) app.child.kill(signal);
  return app.exited;
}
