import { meResponse } from '@maple/shared/schemas/me';
import { route, routes } from '../../lib/route.ts';
import { getMe } from './me.service.ts';

/** Who is signed in: any signed-in user, whatever the role. */
export const meRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'signed-in',
      // A staff user who must still set up two-factor sign-in reads it too: the web sends them to enrolment.
      beforeTwoFactor: true,
      summary: 'Read the signed-in user and their agent record, if any',
      responses: { 200: { description: 'The user, and the agent record (null without one)', schema: meResponse } },
    },
    async (c) => c.json(await getMe(c.var, c.var.actor, c.var.user)),
  ),
);
