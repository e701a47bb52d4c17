import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How a password is turned into what the `account` table stores, and checked against it. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/**
 * better-auth's own: scrypt with N = 16384, r = 16, stored as `salt:key` in hex. Every process the
 * product runs (server, CLI, the end-to-end suite's apps) uses it.
 */
export const scryptPasswordHashing: PasswordHashing = { hash: hashPassword, verify: verifyPassword };

let current: PasswordHashing = scryptPasswordHashing;

/** The hashing new passwords get and sign-ins are checked with: better-auth's scrypt, unless a test run chose otherwise. */
export const passwordHashing = (): PasswordHashing => current;

const testPrefix = 'test-scrypt$';
const testKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password.normalize('NFKC'), salt, 32, { N: 16, r: 1, p: 1 }, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * The unit run's hashing (decision 113): the same scrypt at a work factor of 16 instead of
 * 16384 × 16, so a sign-in costs microseconds instead of about 0.2 CPU-seconds (nearly 500 of them
 * were a sixth of the run). A hash it did not make, such as a CLI child process's, is still
 * checked with the real scrypt. Called by the unit run's setup only; nothing the product runs.
 */
export const fastTestPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${testPrefix}${salt}:${(await testKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(testPrefix)) return scryptPasswordHashing.verify({ hash, password });
    const [salt, key] = hash.slice(testPrefix.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await testKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** For the unit run's setup (test-password-hashing.ts and the templates' global setup). */
export function useFastPasswordHashingForTests(): void {
  current = fastTestPasswordHashing;
}
