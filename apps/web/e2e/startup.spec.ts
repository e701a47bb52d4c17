import { describe, expect, it } from 'vitest';
import { startApp, stopApp, waitUntilHealthy } from './support/app-process.ts';

describe('npm start on one DATA_DIR', () => {
  it('refuses a second process on the same folder, closes cleanly on Ctrl+C, and finds its data on the next start', async () => {
    const first = await startApp({ env: { LOG_LEVEL: 'info' } });
    await waitUntilHealthy(first);
    expect(first.output()).toContain('admin@demo.maple.test');

    const second = await startApp({ dataDir: first.dataDir, env: { LOG_LEVEL: 'info' } });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another Maple process \(pid \d+\)/);

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
    expect(await stopApp(third, 'SIGTERM')).toBe(0);
  });

  it('stops with a clear message on a bad environment value', async () => {
    const app = await startApp({ env: { PORT: 'not-a-port' } });
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/Invalid environment configuration:\n\s+PORT:/);
  });
});
