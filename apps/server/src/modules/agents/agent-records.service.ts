import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { user } from '@maple/db/schema/auth';
import { agents, type ApplicationLinks, type AgentSeoSettings, type SocialLinks } from '@maple/db/schema/agents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { createUserWithPassword, UserExistsError } from '@maple/db/seed/users';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { Actor } from '@maple/shared/permissions';
import type { AgentRecord, CreateAgentInput, UpdateAgentInput } from '@maple/shared/schemas/agent-edit';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { FileDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { objectsOf, removeObjects } from '../files/files.service.ts';

// Every column but the sign-in user id, which no screen needs.
const { userId: _userId, ...recordColumns } = getTableColumns(agents);

type AgentRow = Omit<typeof agents.$inferSelect, 'userId'>;
const toRecord = (row: AgentRow): AgentRecord => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/**
 * One agent record, for the console (any) or its own agent (the dashboard). An id that is not a
 * UUID, another agent's id, or an actor without an agent record: 404 'Agent not found'.
 */
export async function getAgent({ db }: Pick<FileDeps, 'db'>, actor: Actor | null, id: string | null): Promise<AgentRecord> {
  assertCan(actor, 'agent:read', { agentId: id }, agentsMessages.notFound);
  if (!id || !isRecordId(id)) throw new AppError('not_found', agentsMessages.notFound);
  const [row] = await db.select(recordColumns).from(agents).where(eq(agents.id, id));
  if (!row) throw new AppError('not_found', agentsMessages.notFound);
  return toRecord(row);
}

/**
 * The spec's create-agent: the sign-in user (role agent, scrypt hash, as better-auth signs it in)
 * and the agent row with a slug from the name, made unique, in one transaction. A taken email is
 * 409 with the reason; a racing twin that slips past the check hits the unique index: also 409.
 */
export async function createAgent({ db }: FileDeps, actor: Actor | null, input: CreateAgentInput): Promise<AgentRecord> {
  assertCan(actor, 'agent:create');
  try {
    const { agent } = await createUserWithPassword(db, { email: input.email, password: input.password, role: 'agent', name: input.fullName });
    return getAgent({ db }, actor, agent!.id);
  } catch (error) {
    if (error instanceof UserExistsError || isUniqueViolation(error)) throw new AppError('conflict', agentsMessages.emailTaken, { email: agentsMessages.emailTaken });
    throw error;
  }
}

/** The stored JSON of a link group: only the links that are set. */
function presentOnly<T extends Record<string, string | null>>(group: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(group).filter(([, v]) => v)) as { [K in keyof T]?: string };
}

/**
 * Changes any of the edit groups (Basic Info / Profile, slug, social links, application links, SEO;
 * is_active for the super admin). Title and location live in contact_details. A slug taken by
 * another agent answers 409 'This profile URL is already taken' and nothing is saved.
 */
export async function updateAgent({ db }: FileDeps, actor: Actor | null, id: string | null, input: UpdateAgentInput): Promise<AgentRecord> {
  assertCan(actor, 'agent:update', { agentId: id }, agentsMessages.notFound);
  const current = await getAgent({ db }, actor, id);
  const agentId = current.id;
  const set: Partial<typeof agents.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) set.name = input.name;
  if (input.email !== undefined) set.email = input.email;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.bio !== undefined) set.bio = input.bio;
  if (input.calendlyLink !== undefined) set.calendlyLink = input.calendlyLink;
  if (input.crmEmail !== undefined) set.crmEmail = input.crmEmail;
  if (input.title !== undefined || input.location !== undefined) {
    const details = { ...current.contactDetails };
    if (input.title !== undefined) details.title = input.title ?? undefined;
    if (input.location !== undefined) details.location = input.location ?? undefined;
    set.contactDetails = presentOnly({ title: details.title ?? null, location: details.location ?? null });
  }
  if (input.socialLinks) set.socialLinks = presentOnly(input.socialLinks) as SocialLinks;
  if (input.applicationLinks) set.applicationLinks = presentOnly(input.applicationLinks) as ApplicationLinks;
  if (input.seoSettings) set.seoSettings = presentOnly(input.seoSettings) as AgentSeoSettings;
  // Deactivating hides the agent from the public site; only the console may (the dashboard's schema has no such field).
  if (input.isActive !== undefined && actor.role === 'super_admin') set.isActive = input.isActive;
  if (input.profileSlug !== undefined) {
    const [taken] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.profileSlug, input.profileSlug), ne(agents.id, agentId)));
    if (taken) throw slugTaken();
    set.profileSlug = input.profileSlug;
  }
  try {
    const [row] = await db.update(agents).set(set).where(eq(agents.id, agentId)).returning(recordColumns);
    if (!row) throw new AppError('not_found', agentsMessages.notFound);
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
 * transaction. Their posts, testimonials, documents and page views go with them (DESIGN §7); their
 * leads stay, unassigned (decision agent-deletion). Their stored files are removed after the
 * commit: a file left by a failed delete is harmless, a row pointing at a deleted file is not.
 */
export async function deleteAgent(deps: FileDeps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'agent:delete');
  if (!isRecordId(id)) throw new AppError('not_found', agentsMessages.notFound);
  const files = await deps.db.transaction(async (tx) => {
    const [agent] = await tx.select({ id: agents.id, userId: agents.userId }).from(agents).where(eq(agents.id, id)).for('update');
    if (!agent) throw new AppError('not_found', agentsMessages.notFound);
    const owned = await tx.delete(storedFiles).where(eq(storedFiles.agentId, agent.id)).returning();
    await tx.delete(agents).where(eq(agents.id, agent.id));
    // Only a dashboard account goes with its agent record; a super admin's sign-in is never removed this way.
    if (agent.userId) await tx.delete(user).where(and(eq(user.id, agent.userId), inArray(user.role, ['agent', 'admin'])));
    return owned;
  });
  await removeObjects(deps.storage, deps.logger, files.flatMap(objectsOf));
}
