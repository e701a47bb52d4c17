import { usersMessages } from '@maple/shared/messages/users';
import { adminUser, adminUserList, adminUserQuery, passwordLinkSent, updateUserInput, userIdParam } from '@maple/shared/schemas/users';
import { route, routes } from '../../lib/route.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { listUsers, sendPasswordLink, setUserDisabled } from './users.service.ts';

const oneUser = { params: userIdParam, notFound: usersMessages.notFound } as const;

/** The console's sign-in users (issue 20): who can sign in, when they last did, and turning that off. */
export const adminUserRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'user:read',
      summary: 'List sign-in users with their last sign-in, two-factor and disabled state',
      description: 'By name; `q` searches name and email.',
      query: adminUserQuery,
      responses: { 200: { description: 'One page of users', schema: adminUserList } },
    },
    async (c, { query }) => c.json(await listUsers(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'user:update',
      summary: "Disable or enable a user's sign-in",
      description: 'Disabling ends every session of the user at once and refuses their sign-in until enabled again. The super admin cannot disable their own (400).',
      ...oneUser,
      body: updateUserInput,
      responses: { 200: { description: 'The user as saved', schema: adminUser } },
    },
    async (c, { params, body }) => c.json(await setUserDisabled(c.var, c.var.actor, params.id, body, auditSourceOf(c))),
  ),
  route(
    {
      method: 'post',
      path: '/:id/password-reset',
      audience: 'console',
      permission: 'user:update',
      summary: 'Mail the user a link to set a new password',
      description: 'A reset link that works once for 30 minutes; to an invited user who has not set a password yet, the invitation again (7 days).',
      ...oneUser,
      responses: { 202: { description: 'The link is on its way', schema: passwordLinkSent } },
    },
    async (c, { params }) => c.json(await sendPasswordLink(c.var, c.var.actor, params.id, auditSourceOf(c)), 202),
  ),
);
