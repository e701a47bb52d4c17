import { eq } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { sessionsMessages } from '@maple/shared/messages/sessions';
import { dashboardRoles, type Role } from '@maple/shared/roles';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditSource } from '../audit/audit.service.ts';
import { endSessionsOf } from '../auth/sessions.service.ts';

/**
 * Gives an agent's sign-in the other dashboard role (agent or admin), in the caller's transaction:
 * the role, the end of every session the user has (a session must not keep what the old role
 * allowed, on any process), and the `role_changed` event happen together or not at all. The same
 * role again changes nothing. An agent record without a sign-in, or one whose sign-in is not a
 * dashboard user (the super admin's own record), is refused: this is not how a super admin is
 * made or unmade.
 */
export async function changeAgentRole(tx: Tx, at: Date, agentId: string, role: Role, source: AuditSource): Promise<void> {
  const [owner] = await tx
    .select({ id: user.id, email: user.email, role: user.role })
    .from(agents)
    .innerJoin(user, eq(user.id, agents.userId))
    .where(eq(agents.id, agentId))
    .for('update');
  if (!owner) throw new AppError('bad_request', sessionsMessages.roleWithoutSignIn, { role: sessionsMessages.roleWithoutSignIn });
  if (!dashboardRoles.includes(owner.role as Role)) throw new AppError('bad_request', sessionsMessages.roleNotDashboard, { role: sessionsMessages.roleNotDashboard });
  if (owner.role === role) return;
  await tx.update(user).set({ role, updatedAt: at }).where(eq(user.id, owner.id));
  await endSessionsOf(tx, owner.id);
  await recordAudit(tx, at, { kind: 'role_changed', ...source, targetUserId: owner.id, targetLabel: owner.email, detail: { from: owner.role, to: role } });
}
