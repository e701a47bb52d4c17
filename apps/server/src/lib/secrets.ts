import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Credentials stored in the database (the news feed's app key and token, scraper logins) are
 * encrypted with AES-256-GCM under a key derived from SECRET_KEY (ARCHITECTURE §8, §9). A stored value
 * reads `v1:<key id>:<base64url(iv | tag | ciphertext)>`: the key id says which key wrote it, so
 * after a rotation (new SECRET_KEY, old one as SECRET_KEY_PREVIOUS) old values still decrypt and
 * can be re-encrypted at leisure. GCM authenticates, so a wrong key or an altered value fails
 * loudly instead of yielding garbage.
 */

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/** Why a stored secret could not be read; the message names the cause, never the value. */
export class SecretDecryptError extends Error {
  override name = 'SecretDecryptError';
}

type Key = { id: string; bytes: Buffer };

/**
 * Two derivations from one secret: the cipher key, and a public id that reveals nothing about it.
 * HKDF lets SECRET_KEY be any string of 32+ characters (a passphrase or base64), not raw key bytes.
 */
function deriveKey(secret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'maple', 'maple secrets v1: aes-256-gcm key', 32));
  const id = Buffer.from(hkdfSync('sha256', secret, 'maple', 'maple secrets v1: key id', 4)).toString('hex');
  return { id, bytes };
}

export type SecretKeys = { secretKey: string; secretKeyPrevious?: string };

/**
 * `encryptSecret` / `decryptSecret` bound to the configured keys (env.secretKey and
 * env.secretKeyPrevious). Services receive this object in their deps rather than reading the
 * environment, so tests can use their own keys.
 */
export function createSecrets(keys: SecretKeys) {
  const current = deriveKey(keys.secretKey);
  const derivedPrevious = keys.secretKeyPrevious ? deriveKey(keys.secretKeyPrevious) : undefined;
  // The same key given twice is no rotation.
  const previous = derivedPrevious?.id === current.id ? undefined : derivedPrevious;
  const byId = new Map([previous, current].filter((k): k is Key => !!k).map((k) => [k.id, k]));

  /** A fresh random IV each time, so the same plain text never gives the same stored value. */
  function encryptSecret(plain: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
    // The header is authenticated too: moving a value to another key id or version fails.
    cipher.setAAD(Buffer.from(`${version}:${current.id}`));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${version}:${current.id}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  function decryptSecret(stored: string): string {
    const match = /^(v1):([0-9a-f]{8}):([A-Za-z0-9_-]+)$/.exec(stored);
    if (!match) throw new SecretDecryptError('Not an encrypted secret: expected "v1:<key id>:<data>".');
    const [, storedVersion, keyId, data] = match as unknown as [string, string, string, string];
    const key = byId.get(keyId);
    if (!key) {
      throw new SecretDecryptError(
        `Secret was encrypted with key ${keyId}, which is neither SECRET_KEY nor SECRET_KEY_PREVIOUS: set the key it was written with.`,
      );
    }
    const raw = Buffer.from(data, 'base64url');
    if (raw.length < ivBytes + tagBytes) throw new SecretDecryptError('Encrypted secret is truncated.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, raw.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(`${storedVersion}:${keyId}`));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretDecryptError(`Encrypted secret failed authentication with key ${keyId}: the stored value was altered.`);
    }
  }

  /** True for a value written with SECRET_KEY_PREVIOUS: worth re-encrypting after a rotation. */
  function isFromPreviousKey(stored: string): boolean {
    return previous !== undefined && stored.startsWith(`${version}:${previous.id}:`);
  }

  /**
   * A MAC key per purpose (an unsubscribe link…), derived from SECRET_KEY like the cipher key, so a
   * signature made for one purpose never passes for another.
   */
  const macKey = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'maple', `maple signatures v1: ${purpose}`, 32));
  const macKeys = (purpose: string) => [keys.secretKey, ...(previous ? [keys.secretKeyPrevious!] : [])].map((secret) => macKey(secret, purpose));

  /** HMAC-SHA-256 of `data` under the purpose's key, base64url. */
  function sign(purpose: string, data: string): string {
    return createHmac('sha256', macKeys(purpose)[0]!).update(data).digest('base64url');
  }

  /** Whether `signature` is `data`'s under the current key, or the previous one (links mailed before a rotation). */
  function verifySignature(purpose: string, data: string, signature: string): boolean {
    const given = Buffer.from(signature);
    return macKeys(purpose).some((key) => {
      const expected = Buffer.from(createHmac('sha256', key).update(data).digest('base64url'));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  return { keyId: current.id, encryptSecret, decryptSecret, isFromPreviousKey, sign, verifySignature };
}

export type Secrets = ReturnType<typeof createSecrets>;
