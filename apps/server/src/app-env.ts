import type { Db } from '@maple/db/client';
import type { Actor } from '@maple/shared/permissions';
import type { Role } from '@maple/shared/roles';
import type { Logger } from './lib/logger.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { OutsideFetchPolicy } from './modules/rates/rate-scrape.service.ts';

export type SessionUser = { id: string; email: string; name: string; role: Role };

export type AppEnv = {
  Variables: {
    db: Db;
    logger: Logger;
    storage: Storage;
    /** How server-side fetches of configured outside sources may reach the network. */
    outsideFetch: OutsideFetchPolicy;
    requestId: string;
    clientIp: string;
    user: SessionUser | null;
    /** Who is asking, with their agent id; null when signed out. Services take it explicitly. */
    actor: Actor | null;
  };
};
