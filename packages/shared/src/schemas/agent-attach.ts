import { z } from 'zod';
import { agentsMessages } from '../messages/agents.ts';
import type { Role } from '../roles.ts';
import { requiredText } from './text.ts';

/** POST /api/admin/agents/attach: the sign-in user (role agent or admin) who gets an agent record. */
export const attachAgentInput = z.object({
  // better-auth's ids are opaque strings, not UUIDs; an unknown one is the server's 404.
  userId: requiredText({ max: 100, required: agentsMessages.userIdRequired, tooLong: agentsMessages.userNotFound }),
});
export type AttachAgentInput = z.infer<typeof attachAgentInput>;

/** GET /api/admin/agents/unattached-users: a dashboard user the console can give an agent record. */
export type UnattachedUser = { id: string; name: string; email: string; role: Extract<Role, 'agent' | 'admin'> };
