import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import type { Logger } from './logger.ts';
import type { Storage } from './storage/storage.ts';

/** What a signed-in service needs besides the actor; routes pass `c.var`, which holds all of it. */
export type Deps = { db: Db; clock: Clock; logger: Logger };

/** Services that read or write files also need the storage driver (also on `c.var`). */
export type FileDeps = Deps & { storage: Storage };
