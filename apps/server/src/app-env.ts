import type { Db } from '@maple/db/client';
import type { Role } from '@maple/shared/roles';
import type { Logger } from './lib/logger.ts';

export type SessionUser = { id: string; email: string; name: string; role: Role };

export type AppEnv = {
  Variables: {
    db: Db;
    logger: Logger;
    requestId: string;
    clientIp: string;
    user: SessionUser | null;
  };
};
