import { meResponse, updateMeInput } from '@maple/shared/schemas/me';
import { route, routes } from '../../lib/route.ts';
import { getMe, updateMe } from './me.service.ts';

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
  route(
    {
      method: 'patch',
      path: '/',
      audience: 'signed-in',
      summary: "Change the signed-in user's own settings: their language (the back office's, and their mail's)",
      description: 'Only the caller\'s own row: the route takes no id. The web app reloads the page afterwards, so the build of the chosen language loads (decision 071).',
      body: updateMeInput,
      responses: { 200: { description: 'The user as GET /api/me answers it, with the new setting', schema: meResponse } },
    },
    async (c, { body }) => c.json(await updateMe(c.var, c.var.actor, c.var.user, body)),
  ),
);
