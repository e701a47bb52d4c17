import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@maple/db/client';
import { inoreaderConfig } from '@maple/db/schema/inoreader-config';
import { createTestDatabase } from '@maple/db/test-database';
import { createSecrets, SecretDecryptError } from './secrets.ts';

const keyA = 'a-test-secret-key-of-at-least-32-characters-A';
const keyB = 'a-test-secret-key-of-at-least-32-characters-B';
const token = 'inoreader-access-token-1234567890';

describe('encryptSecret / decryptSecret', () => {
  const secrets = createSecrets({ secretKey: keyA });

  it('round-trips, with a different ciphertext each time that never contains the plain text', () => {
    const values = Array.from({ length: 5 }, () => secrets.encryptSecret(token));
    expect(new Set(values).size).toBe(5);
    for (const value of values) {
      expect(value).toMatch(new RegExp(`^v1:${secrets.keyId}:[A-Za-z0-9_-]+$`));
      expect(value).not.toContain(token);
      expect(value).not.toContain(Buffer.from(token).toString('base64url'));
      expect(secrets.decryptSecret(value)).toBe(token);
    }
    expect(secrets.decryptSecret(secrets.encryptSecret(''))).toBe('');
    expect(secrets.decryptSecret(secrets.encryptSecret('clé 🔑'))).toBe('clé 🔑');
  });

  it('refuses a value written with another key, saying which key it needs', () => {
    const other = createSecrets({ secretKey: keyB });
    const stored = other.encryptSecret(token);
    expect(() => secrets.decryptSecret(stored)).toThrow(SecretDecryptError);
    expect(() => secrets.decryptSecret(stored)).toThrow(`encrypted with key ${other.keyId}, which is neither SECRET_KEY nor SECRET_KEY_PREVIOUS`);
  });

  it('refuses the right key id with the wrong key (authentication fails, never garbage)', () => {
    const other = createSecrets({ secretKey: keyB });
    const forged = other.encryptSecret(token).replace(`:${other.keyId}:`, `:${secrets.keyId}:`);
    expect(() => secrets.decryptSecret(forged)).toThrow('failed authentication');
  });

  it('refuses a tampered value', () => {
    const stored = secrets.encryptSecret(token);
    const data = Buffer.from(stored.split(':')[2]!, 'base64url');
    for (const at of [0, 12, 20, data.length - 1]) {
      const altered = Buffer.from(data);
      altered[at] = altered[at]! ^ 0x01;
      expect(() => secrets.decryptSecret(`v1:${secrets.keyId}:${altered.toString('base64url')}`)).toThrow('failed authentication');
    }
    expect(() => secrets.decryptSecret(`v1:${secrets.keyId}:${data.subarray(0, 20).toString('base64url')}`)).toThrow('truncated');
    expect(() => secrets.decryptSecret(stored.replace(/^v1:/, 'v2:'))).toThrow('Not an encrypted secret');
    expect(() => secrets.decryptSecret(token)).toThrow(SecretDecryptError);
  });

  it('after a rotation decrypts old values with SECRET_KEY_PREVIOUS and writes with the new key', () => {
    const old = createSecrets({ secretKey: keyA }).encryptSecret(token);
    const rotated = createSecrets({ secretKey: keyB, secretKeyPrevious: keyA });
    expect(rotated.decryptSecret(old)).toBe(token);
    expect(rotated.isFromPreviousKey(old)).toBe(true);
    const fresh = rotated.encryptSecret(token);
    expect(rotated.isFromPreviousKey(fresh)).toBe(false);
    expect(fresh.split(':')[1]).toBe(createSecrets({ secretKey: keyB }).keyId);
    // Once the previous key is dropped, old values fail clearly.
    expect(() => createSecrets({ secretKey: keyB }).decryptSecret(old)).toThrow(SecretDecryptError);
  });
});

describe('stored secrets in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('the row holds ciphertext only, and reads back through decryptSecret', async () => {
    const secrets = createSecrets({ secretKey: keyA });
    const [row] = await database.db
      .insert(inoreaderConfig)
      .values({ appId: 'app-1', appKey: secrets.encryptSecret('app-key-secret'), accessToken: secrets.encryptSecret(token), userId: 'u-1' })
      .returning({ id: inoreaderConfig.id });
    const [stored] = await database.db.select().from(inoreaderConfig).where(eq(inoreaderConfig.id, row!.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain('app-key-secret');
    expect(secrets.decryptSecret(stored!.accessToken)).toBe(token);
    expect(secrets.decryptSecret(stored!.appKey)).toBe('app-key-secret');
  });
});
