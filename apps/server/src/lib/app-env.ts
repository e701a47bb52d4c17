import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import type { Language } from '@maple/shared/i18n/languages';
import type { Actor } from '@maple/shared/permissions';
import type { Role } from '@maple/shared/roles';
import type { Logger } from './logger.ts';
import type { Secrets } from './secrets.ts';
import type { Storage } from './storage/storage.ts';
import type { NewsSettings } from './news-settings.ts';
import type { OutsideFetchPolicy } from './outside-fetch-policy.ts';
import type { PublicContent } from './public-content/public-content.ts';

/** `sessionId` binds one-time values (the Inoreader OAuth state) to the session that asked for them. */
/** `language` is the user's own (the Account area's setting, decision 071), not the page's (`language` below). */
export type SessionUser = { id: string; email: string; name: string; role: Role; sessionId: string; twoFactorEnabled: boolean; language: Language };

/** A borrower's portal session (decision 094): one applicant of one file. */
export type Borrower = { applicantId: string; fileId: string; role: 'main' | 'co_applicant'; sessionId: string; language: Language };

export type AppEnv = {
  Variables: {
    db: Db;
    /** The one source of "now" (services read `deps.clock.now()`, never `new Date()`). */
    clock: Clock;
    /** Bound to this request: every line carries its `requestId` (the X-Request-Id header). */
    logger: Logger;
    storage: Storage;
    /** Encrypts and decrypts credentials stored in the database (SECRET_KEY). */
    secrets: Secrets;
    /** Where and how the news sources are reached. */
    news: NewsSettings;
    /** How server-side fetches of configured outside sources may reach the network. */
    outsideFetch: OutsideFetchPolicy;
    /** This app's kept public answers (API reads, page HTML) and their invalidation. */
    publicContent: PublicContent;
    /** The folder the mailer writes `.eml` files to (DATA_DIR/outbox): searched and cleaned by the privacy features. */
    outboxDir: string;
    clientIp: string;
    /** METRICS_TOKEN: the bearer token the `operator` audience's routes (`/metrics`) require; unset, they answer 404. */
    operatorToken: string | undefined;
    /** The language of the page that asked (request-language.ts): what the answer's texts are written in. */
    language: Language;
    user: SessionUser | null;
    /** Who is asking, with their agent id; null when signed out. Services take it explicitly. */
    actor: Actor | null;
    /** The borrower of a portal session, under `/api/portal` only; null elsewhere and when there is none. */
    borrower: Borrower | null;
  };
};
