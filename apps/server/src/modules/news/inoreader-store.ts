import { desc, eq } from 'drizzle-orm';
import { inoreaderConfig } from '@maple/db/schema/inoreader-config';
import { InoreaderError, readStream, requestToken, type InoreaderCredentials } from './inoreader-client.ts';
import type { NewsDeps } from './news-settings.ts';

export type StoredConfig = typeof inoreaderConfig.$inferSelect;

/** The single configuration row (the console keeps one), active or not. */
export async function findConfig(deps: Pick<NewsDeps, 'db'>): Promise<StoredConfig | null> {
  const [row] = await deps.db.select().from(inoreaderConfig).orderBy(desc(inoreaderConfig.updatedAt)).limit(1);
  return row ?? null;
}

function credentialsOf(deps: NewsDeps, row: StoredConfig): InoreaderCredentials {
  return { appId: row.appId, appKey: deps.secrets.decryptSecret(row.appKey), accessToken: deps.secrets.decryptSecret(row.accessToken), userId: row.userId };
}

/**
 * Renews the access token with the stored refresh token and stores both, encrypted. The row is
 * locked while it happens: processes (or requests) that found the same expired token wait, then
 * take the token the first one stored instead of spending the refresh token a second time.
 */
async function renewToken(deps: NewsDeps, seen: StoredConfig): Promise<StoredConfig> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(inoreaderConfig).where(eq(inoreaderConfig.id, seen.id)).for('update');
    if (!row) throw new InoreaderError('the Inoreader configuration was removed', 401);
    // Ciphertexts differ for every encryption, so any renewal since `seen` was read shows here.
    if (row.accessToken !== seen.accessToken) return row;
    if (!row.refreshToken) throw new InoreaderError('access token expired and no refresh token is stored', 401);
    const grant = await requestToken(deps.news, { appId: row.appId, appKey: deps.secrets.decryptSecret(row.appKey) }, { refreshToken: deps.secrets.decryptSecret(row.refreshToken) }, deps.clock.now());
    const [updated] = await tx
      .update(inoreaderConfig)
      .set({
        accessToken: deps.secrets.encryptSecret(grant.accessToken),
        refreshToken: grant.refreshToken ? deps.secrets.encryptSecret(grant.refreshToken) : row.refreshToken,
        tokenExpiresAt: grant.expiresAt,
        updatedAt: deps.clock.now(),
      })
      .where(eq(inoreaderConfig.id, row.id))
      .returning();
    deps.logger.info('inoreader token renewed');
    return updated!;
  });
}

/**
 * Runs `use` with the configuration's credentials, renewing the token first when it has expired
 * and once more when Inoreader answers 401 (a token revoked or expired early).
 */
export async function withInoreader<T>(deps: NewsDeps, row: StoredConfig, use: (credentials: InoreaderCredentials) => Promise<T>): Promise<T> {
  let current = row;
  if (current.refreshToken && current.tokenExpiresAt && current.tokenExpiresAt.getTime() < deps.clock.now().getTime() + 60_000) current = await renewToken(deps, current);
  try {
    return await use(credentialsOf(deps, current));
  } catch (error) {
    if (error instanceof InoreaderError && error.status === 401 && current.refreshToken) {
      current = await renewToken(deps, current);
      return use(credentialsOf(deps, current));
    }
    throw error;
  }
}

/** A small read of the stream: the console's connection test. */
export async function probeInoreader(deps: NewsDeps, row: StoredConfig): Promise<void> {
  await withInoreader(deps, row, (credentials) => readStream(credentials, deps.news, { count: 1 }));
}
