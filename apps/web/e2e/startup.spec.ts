import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { startApp, stopApp, waitUntilHealthy } from './support/app-process.ts';
import { migratedDataDir } from './support/migrated-data-dir.ts';

// The two tests start their own processes and wait on them; run side by side, the bad value's
// process (about 3 s of module loading) overlaps the first test's starts. Concurrent tests use
// their own `expect` (support/poll's `eventually` is bound to the file's).
describe.concurrent('npm start on one DATA_DIR', () => {
  it('refuses a second process on the same folder, closes cleanly on Ctrl+C, and finds its data on the next start', async ({ expect }) => {
    // A migrated copy: the shared app already proves a start on an empty folder (global-setup.ts).
    const first = await startApp({ dataDir: migratedDataDir(), env: { LOG_LEVEL: 'info' } });
    // The second process starts once the first holds the folder (its pid in the lock file), not once
    // it is healthy: its module loading overlaps the first one's database start and seeding.
    const lockHolder = () => {
      if (first.child.exitCode !== null) throw new Error(`app exited early:\n${first.output()}`);
      try {
        return readFileSync(join(first.dataDir, 'maple.lock'), 'utf8');
      } catch {
        return '';
      }
    };
    await expect.poll(lockHolder, { timeout: 90_000 }).toBe(String(first.child.pid));
    const second = await startApp({ dataDir: first.dataDir, env: { LOG_LEVEL: 'info' } });
    await waitUntilHealthy(first);
    expect(first.output()).toContain('admin@demo.maple.test');
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(new RegExp(`already in use by another Maple process \\(pid ${first.child.pid}\\)`));

    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email: 'admin@demo.maple.test', password: 'demo-password-2026' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

    expect(await stopApp(first, 'SIGINT')).toBe(0);
    expect(first.output()).toContain('database closed');

    const third = await startApp({ dataDir: first.dataDir, env: { LOG_LEVEL: 'info' } });
    await waitUntilHealthy(third);
    // The session written before Ctrl+C is still there, and the demo content was not seeded twice.
    const me = await fetch(`${third.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(third.output()).toContain('"seededDemo":false');

    // A request in flight when SIGTERM arrives (half its body sent) still gets its answer.
    const { port } = new URL(third.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const body = JSON.stringify({ kind: 'newsletter', email: 'in-flight@example.com' });
    socket.write(`POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${third.url}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
    const stopped = stopApp(third, 'SIGTERM');
    await expect.poll(() => third.output(), { timeout: 10_000 }).toContain('shutting down');
    socket.end(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await stopped).toBe(0);
  });

  it('stops with a clear message on a bad environment value', async ({ expect }) => {
    const app = await startApp({ env: { PORT: 'not-a-port' } });
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/Invalid environment configuration:\n\s+PORT:/);
  });
});
