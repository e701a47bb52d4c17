import type { Db } from '@maple/db/client';
import { newsTimeoutMs } from '@maple/shared/news-limits';
import type { Logger } from '../../lib/logger.ts';
import type { SafeFetchOptions } from '../../lib/safe-fetch.ts';
import type { Secrets } from '../../lib/secrets.ts';
import type { Clock } from '@maple/shared/clock';

/** How the server reaches news sources; tests point the URLs at fixture servers and shorten the timeout. */
export type NewsSettings = {
  /** Inoreader's API base, e.g. https://www.inoreader.com/reader/api/0 (INOREADER_API_URL). */
  inoreaderApiUrl: string;
  /** Inoreader's OAuth base, e.g. https://www.inoreader.com/oauth2 (INOREADER_OAUTH_URL). */
  inoreaderOauthUrl: string;
  /** Where Inoreader sends the super admin back: PUBLIC_URL + /admin/inoreader-callback. */
  oauthRedirectUrl: string;
  /** FETCH_ALLOW_PRIVATE: lets feeds on private or loopback addresses through (e2e); a test may allow only its fixture's port. */
  allowPrivate: SafeFetchOptions['allowPrivate'];
  /** Per source (spec §9: 8 s). */
  timeoutMs: number;
  /** A feed or article page larger than this is refused (2 MB). */
  maxBytes: number;
  /** A cached list older than this is refreshed on the next visit (the scheduler refreshes every 30 min). */
  staleAfterMs: number;
};

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
