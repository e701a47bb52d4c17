import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { fastTestPasswordHashing, scryptPasswordHashing } from './password-hashing.ts';

const password = 'correct horse battery 2026';

describe('password hashing', () => {
  it('is better-auth’s scrypt in a process the unit run did not set up (the server, the CLI)', () => {
    const module = fileURLToPath(new URL('./password-hashing.ts', import.meta.url));
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `const m = await import(${JSON.stringify(module)}); console.log(m.passwordHashing() === m.scryptPasswordHashing)`],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('true');
  });

  it('stores scrypt as better-auth does: its own verify accepts the password and refuses another', async () => {
    const stored = await scryptPasswordHashing.hash(password);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: stored, password })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: `${password}!` })).toBe(false);
  });

  it('the test kind checks its own hashes, and a real scrypt hash with the real scrypt', async () => {
    const fast = await fastTestPasswordHashing.hash(password);
    expect(fast.startsWith('test-scrypt$')).toBe(true);
    expect(await fastTestPasswordHashing.verify({ hash: fast, password })).toBe(true);
    expect(await fastTestPasswordHashing.verify({ hash: fast, password: `${password}!` })).toBe(false);
    expect(await fastTestPasswordHashing.verify({ hash: 'test-scrypt$nokey', password })).toBe(false);
    const real = await scryptPasswordHashing.hash(password);
    expect(await fastTestPasswordHashing.verify({ hash: real, password })).toBe(true);
    expect(await fastTestPasswordHashing.verify({ hash: real, password: `${password}!` })).toBe(false);
  });
});
