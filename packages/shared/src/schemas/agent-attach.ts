import { z } from 'zod';
import { agentsMessages } from '../messages/agents.ts';
import type { Role } from '../roles.ts';
import { requiredText } from './text.ts';

/** POST /api/admin/agents/attach: the sign-in user (role agent or admin) who gets an agent record. */
export const attachAgentInput = z.strictObject({
  // better-auth's ids are opaque strings, not UUIDs; an unknown one is the server's 404.
  userId: requiredText({ max: 100, required: agentsMessages.userIdRequired, tooLong: agentsMessages.userNotFound }),
});
export type AttachAgentInput = z.infer<typeof attachAgentInput>;

/** GET /api/admin/agents/unattached-users: a dashboard user the console can give an agent record. */
export const unattachedUser = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['agent', 'admin'] as const satisfies readonly Role[]) });
export type UnattachedUser = z.infer<typeof unattachedUser>;
export const unattachedUserList = z.array(unattachedUser);
