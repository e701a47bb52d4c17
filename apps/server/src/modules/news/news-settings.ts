import type { Db } from '@maple/db/client';
import { newsTimeoutMs } from '@maple/shared/news-limits';
import type { Logger } from '../../lib/logger.ts';
import type { NewsSettings } from '../../lib/news-settings.ts';
import type { Secrets } from '../../lib/secrets.ts';
import type { Clock } from '@maple/shared/clock';

export const defaultNewsSettings = (publicUrl: string): NewsSettings => ({
  inoreaderApiUrl: 'https://www.inoreader.com/reader/api/0',
  inoreaderOauthUrl: 'https://www.inoreader.com/oauth2',
  oauthRedirectUrl: `${publicUrl}/admin/inoreader-callback`,
  allowPrivate: false,
  timeoutMs: newsTimeoutMs,
  maxBytes: 2 * 1024 * 1024,
  staleAfterMs: 35 * 60 * 1000,
});

/** What every news verb needs: the database, the settings and the secrets helper for the tokens. */
export type NewsDeps = { db: Db; clock: Clock; logger: Logger; news: NewsSettings; secrets: Secrets };
