import type { SafeFetchOptions } from './safe-fetch.ts';

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
