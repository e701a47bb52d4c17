import type { Db } from '@maple/db/client';
import type { Logger } from './logger.ts';

/** What a signed-in service needs besides the actor; routes pass `c.var`, which holds all of it. */
export type Deps = { db: Db; logger: Logger; requestId: string };
