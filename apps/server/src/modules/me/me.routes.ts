import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireSignedIn } from '../../middleware/require-role.ts';
import { getMe } from './me.service.ts';

/** Who may call: any signed-in user. */
export const meRoutes = new Hono<AppEnv>().get('/', requireSignedIn, async (c) => c.json(await getMe(c.var, c.var.actor, c.var.user)));
