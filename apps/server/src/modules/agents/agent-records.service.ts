import { and, asc, eq, getTableColumns, inArray, isNull, ne } from 'drizzle-orm';
import { user } from '@maple/db/schema/auth';
import { agents, type ApplicationLinks, type AgentSeoSettings, type SocialLinks } from '@maple/db/schema/agents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { createUserWithPassword, freeProfileSlug, UserExistsError } from '@maple/db/seed/users';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { Actor } from '@maple/shared/permissions';
import { dashboardRoles, type Role } from '@maple/shared/roles';
import type { AttachAgentInput, UnattachedUser } from '@maple/shared/schemas/agent-attach';
import type { AgentRecord, CreateAgentInput, UpdateAgentInput } from '@maple/shared/schemas/agent-edit';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { toProfileSlug } from '@maple/shared/slug';
import { AppError } from '../../lib/app-error.ts';
import { assertCan, assertMay } from '../../lib/authorize.ts';
import type { FileDeps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { noAuditSource, recordAudit, type AuditSource } from '../audit/audit.service.ts';
import { issuePasswordLink } from '../auth/password-links.service.ts';
import { objectsOf, removeObjects } from '../files/files.service.ts';
import { keepPreviousProfileSlug } from './agent-previous-slugs.ts';
import { licenceOf, licenceSet, withLicence } from './agent-licence.ts';
import { changeAgentRole } from './agent-role.ts';

// Every column but the sign-in user id, which no screen needs.
const { userId: _userId, ...recordColumns } = getTableColumns(agents);

type AgentRow = Omit<typeof agents.$inferSelect, 'userId'>;
/** The console's and the dashboard's reading of a row (the licence with the day it was checked). */
export const toRecord = (row: AgentRow): AgentRecord => ({
  ...withLicence(row, licenceOf),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * One agent record, for the console (any) or its own agent (the dashboard). An id that is not a
 * UUID, another agent's id, or an actor without an agent record: 404 'Agent not found'.
 */
export async function getAgent({ db }: Pick<FileDeps, 'db'>, actor: Actor | null, id: string | null): Promise<AgentRecord> {
  return agentInScope(db, actor, 'agent:read', id);
}

async function agentInScope(db: FileDeps['db'], actor: Actor | null, permission: 'agent:read' | 'agent:update', id: string | null): Promise<AgentRecord> {
  const scope = scopeFor(actor, permission);
  if (!id || !isRecordId(id)) throw new AppError('not_found', agentsMessages.notFound);
  const [row] = await db.select(recordColumns).from(agents).where(and(eq(agents.id, id), scope));
  if (!row) throw new AppError('not_found', agentsMessages.notFound);
  return toRecord(row);
}

/**
 * The spec's create-agent: the sign-in user (role agent, scrypt hash, as better-auth signs it in)
 * and the agent row with a slug from the name, made unique, in one transaction. A taken email is
 * 409 with the reason; a racing twin that slips past the check hits the unique index: also 409.
 * An invitation (`invite: true`, issue 20) makes the user without a password and, in the same
 * transaction, a link to set one that works for 7 days, its mail queued, and the audit event.
 */
export async function createAgent(
  { db, clock, secrets }: FileDeps & { secrets: Secrets },
  actor: Actor | null,
  input: CreateAgentInput,
  source: AuditSource = noAuditSource,
): Promise<AgentRecord> {
  assertCan(actor, 'agent:create');
  try {
    const now = clock.now();
    const agent = await db.transaction(async (tx) => {
      const created = await createUserWithPassword(tx, { email: input.email, password: input.invite ? undefined : input.password, role: 'agent', name: input.fullName }, now);
      if (input.invite) {
        await issuePasswordLink(tx, { clock, secrets }, created.user.id, 'invitation');
        await recordAudit(tx, now, { kind: 'user_invited', ...source, targetUserId: created.user.id, targetLabel: created.user.email, detail: { role: 'agent' } });
      }
      return created.agent!;
    });
    return getAgent({ db }, actor, agent.id);
  } catch (error) {
    if (error instanceof UserExistsError || isUniqueViolation(error)) throw new AppError('conflict', agentsMessages.emailTaken, { email: agentsMessages.emailTaken });
    throw error;
  }
}

/**
 * Sign-in users who could use the dashboard (role agent or admin) but have no agent record: made
 * by hand (`npm run user:create` before it made records, a role changed later) or left behind.
 */
export async function listUnattachedUsers({ db }: Pick<FileDeps, 'db'>, actor: Actor | null): Promise<UnattachedUser[]> {
  assertCan(actor, 'agent:create');
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .leftJoin(agents, eq(agents.userId, user.id))
    .where(and(inArray(user.role, [...dashboardRoles]), isNull(agents.id)))
    .orderBy(asc(user.name), asc(user.email));
  return rows as UnattachedUser[];
}

/**
 * Gives a dashboard user without an agent record one: name and email from the user, a slug from
 * the name made unique, active. Unknown user 404; a role other than agent or admin 400; a user who
 * already has a record 409, also when two requests race (agents.user_id is unique). Two new
 * records racing for the same slug: the loser picks the next free slug and tries again.
 */
export async function attachAgent({ db }: Pick<FileDeps, 'db'>, actor: Actor | null, { userId }: AttachAgentInput): Promise<AgentRecord> {
  assertCan(actor, 'agent:create');
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const [owner] = await tx.select({ name: user.name, email: user.email, role: user.role }).from(user).where(eq(user.id, userId));
        if (!owner) throw new AppError('not_found', agentsMessages.userNotFound, { userId: agentsMessages.userNotFound });
        if (!dashboardRoles.includes(owner.role as Role)) {
          throw new AppError('bad_request', agentsMessages.notDashboardRole, { userId: agentsMessages.notDashboardRole });
        }
        const [existing] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.userId, userId));
        if (existing) throw alreadyAttached();
        const [created] = await tx
          .insert(agents)
          .values({ userId, name: owner.name, email: owner.email, profileSlug: await freeProfileSlug(tx, toProfileSlug(owner.name)), isActive: true })
          .returning(recordColumns);
        return created!;
      });
      return toRecord(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Which constraint fired is not reported the same way by every driver: ask the table instead.
      const [attached] = await db.select({ id: agents.id }).from(agents).where(eq(agents.userId, userId));
      if (attached || attempt >= 3) throw alreadyAttached();
    }
  }
}

const alreadyAttached = () => new AppError('conflict', agentsMessages.alreadyAttached, { userId: agentsMessages.alreadyAttached });

/** The stored JSON of a link group: only the links that are set. */
function presentOnly<T extends Record<string, string | null>>(group: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(group).filter(([, v]) => v)) as { [K in keyof T]?: string };
}

/**
 * Changes any of the edit groups (Basic Info / Profile, slug, social links, application links, SEO;
 * is_active and the provinces for the super admin). Title and location live in contact_details. A slug taken by
 * another agent answers 409 'This profile URL is already taken' and nothing is saved.
 */
export async function updateAgent({ db, clock }: FileDeps, actor: Actor | null, id: string | null, input: UpdateAgentInput, source: AuditSource = noAuditSource): Promise<AgentRecord> {
  assertCan(actor, 'agent:update');
  const current = await agentInScope(db, actor, 'agent:update', id);
  const agentId = current.id;
  const set: Partial<typeof agents.$inferInsert> = { updatedAt: clock.now() };
  if (input.name !== undefined) set.name = input.name;
  if (input.email !== undefined) set.email = input.email;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.bio !== undefined) set.bio = input.bio;
  if (input.bioFr !== undefined) set.bioFr = input.bioFr;
  if (input.calendlyLink !== undefined) set.calendlyLink = input.calendlyLink;
  if (input.crmEmail !== undefined) set.crmEmail = input.crmEmail;
  if (input.title !== undefined || input.titleFr !== undefined || input.location !== undefined) {
    const details = { ...current.contactDetails };
    if (input.title !== undefined) details.title = input.title ?? undefined;
    if (input.titleFr !== undefined) details.titleFr = input.titleFr ?? undefined;
    if (input.location !== undefined) details.location = input.location ?? undefined;
    set.contactDetails = presentOnly({ title: details.title ?? null, titleFr: details.titleFr ?? null, location: details.location ?? null });
  }
  if (input.socialLinks) set.socialLinks = presentOnly(input.socialLinks) as SocialLinks;
  if (input.applicationLinks) set.applicationLinks = presentOnly(input.applicationLinks) as ApplicationLinks;
  if (input.seoSettings) set.seoSettings = presentOnly(input.seoSettings) as AgentSeoSettings;
  // Deactivating hides the agent from the public site (the dashboard's schema has no such field either).
  if (input.isActive !== undefined) {
    assertMay(actor, 'agent:setActive');
    set.isActive = input.isActive;
  }
  // Which provinces' leads the agent takes (issue 18): the console's routing choice, like isActive.
  if (input.provinces !== undefined) {
    assertMay(actor, 'agent:setProvinces');
    set.provinces = input.provinces;
  }
  // The FSRA licence (issue 27): the super admin's record from the register; an agent's own
  // schema has no such field (400), and a dashboard admin is refused here too.
  if (input.licence !== undefined) {
    assertMay(actor, 'agent:setLicence');
    Object.assign(set, licenceSet(input.licence));
  }
  // The sign-in's role (agent or admin): a console choice too; it ends the user's sessions (agent-role.ts).
  const role = input.role;
  if (role !== undefined) assertMay(actor, 'agent:setRole');
  if (input.profileSlug !== undefined) {
    const [taken] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.profileSlug, input.profileSlug), ne(agents.id, agentId)));
    if (taken) throw slugTaken();
    set.profileSlug = input.profileSlug;
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx.update(agents).set(set).where(eq(agents.id, agentId)).returning(recordColumns);
      if (!row) throw new AppError('not_found', agentsMessages.notFound);
      if (set.profileSlug) await keepPreviousProfileSlug(tx, agentId, current.profileSlug, set.profileSlug, set.updatedAt!);
      if (role !== undefined) await changeAgentRole(tx, set.updatedAt!, agentId, role, source);
      return row;
    });
    return toRecord(row);
  } catch (error) {
    // Two agents choosing the same slug at once: the unique index decides (spec: code 23505).
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

const slugTaken = () => new AppError('conflict', agentsMessages.slugTaken, { profileSlug: agentsMessages.slugTaken });

/**
 * Removes an agent and its sign-in (sessions and credentials go with the user row) in one
 * transaction. Their posts, testimonials, documents and page views go with them (ARCHITECTURE §7); their
 * leads stay, unassigned (decision agent-deletion). Their stored files are removed after the
 * commit: a file left by a failed delete is harmless, a row pointing at a deleted file is not.
 */
export async function deleteAgent(deps: FileDeps, actor: Actor | null, id: string, source: AuditSource = noAuditSource): Promise<void> {
  assertCan(actor, 'agent:delete');
  if (!isRecordId(id)) throw new AppError('not_found', agentsMessages.notFound);
  const files = await deps.db.transaction(async (tx) => {
    const [agent] = await tx.select({ id: agents.id, userId: agents.userId, name: agents.name }).from(agents).where(eq(agents.id, id)).for('update');
    if (!agent) throw new AppError('not_found', agentsMessages.notFound);
    const owned = await tx.delete(storedFiles).where(eq(storedFiles.agentId, agent.id)).returning();
    await tx.delete(agents).where(eq(agents.id, agent.id));
    // Only a dashboard account goes with its agent record; a super admin's sign-in is never removed this way.
    // Its sessions go with the user row (on delete cascade): the next request of any of them, on any process, is refused.
    if (agent.userId) {
      const [gone] = await tx.delete(user).where(and(eq(user.id, agent.userId), inArray(user.role, ['agent', 'admin']))).returning({ id: user.id, email: user.email, role: user.role });
      // The trail keeps the email (the target's id is cleared with the user row).
      if (gone) await recordAudit(tx, deps.clock.now(), { kind: 'user_deleted', ...source, targetLabel: gone.email, detail: { role: gone.role, agentName: agent.name } });
    }
    return owned;
  });
  await removeObjects(deps.storage, deps.logger, files.flatMap(objectsOf));
}
