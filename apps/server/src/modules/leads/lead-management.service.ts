import { and, eq } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { agentsMessages } from '@maple/shared/messages/agents';
import { errorsMessages } from '@maple/shared/messages/errors';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { identificationsMessages } from '@maple/shared/messages/identifications';
import { leadsMessages } from '@maple/shared/messages/leads';
import { scopeOf, type Actor } from '@maple/shared/permissions';
import { isRecordId } from '@maple/shared/schemas/path-params';
import type { CreateManualLeadInput, Lead, UpdateConsoleLeadInput } from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import { scopeFor } from '../../lib/scope.ts';
import { deleteScoped } from '../../lib/scoped-writes.ts';
import type { Deps, FileDeps } from '../../lib/deps.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import { recordLeadActivity, userActor, type ActivityEntry } from './lead-activity.ts';
import { leadAssignmentJob, type LeadAssignmentPayload } from './lead-assignment-job.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import { leadHasIdentifications } from '../identifications/identifications.service.ts';
import { removeUnfiledDocumentObjects } from '../file-documents/document-objects.service.ts';
import { emitLeadEvents } from './lead-events.service.ts';
import { getLead } from './leads-read.service.ts';
import { moveOpenTasksOfLead } from '../tasks/tasks.service.ts';

const m = leadManagementMessages;

/**
 * Changes a lead's status or notes (back-office §4: status moves freely among the four) and, in
 * the console, who has it (issue 18): an active agent's id, or null to unassign. Everything that
 * actually changes goes into the lead's trail with who did it; a new agent is told by mail (a job,
 * written with the change) and the lead is in their dashboard from the commit on. The lead row is
 * locked while it is read and changed, so two changes at once are told apart in the trail.
 */
export async function updateLead(deps: Deps, actor: Actor | null, id: string, input: UpdateConsoleLeadInput): Promise<Lead> {
  assertCan(actor, 'lead:update');
  if (!isRecordId(id)) throw new AppError('not_found', leadsMessages.notFound);
  // The dashboard's schema has no agentId; this holds whatever a caller manages to send.
  if (input.agentId !== undefined && scopeOf(actor.role, 'lead:update') !== 'any') throw new AppError('forbidden', errorsMessages.forbidden);
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ agentId: leads.agentId, status: leads.status, notes: leads.notes })
      .from(leads)
      .where(and(eq(leads.id, id), scopeFor(actor, 'lead:update')))
      .for('update');
    if (!current) throw new AppError('not_found', leadsMessages.notFound);

    const set: Partial<typeof leads.$inferInsert> = {};
    const entries: ActivityEntry[] = [];
    if (input.status !== undefined && input.status !== current.status) {
      set.status = input.status;
      entries.push({ kind: 'status_changed', detail: { from: current.status, to: input.status } });
    }
    if (input.notes !== undefined && input.notes !== current.notes) {
      set.notes = input.notes;
      entries.push({ kind: 'notes_edited', detail: {} });
    }
    let assignedTo: string | null = null;
    if (input.agentId !== undefined && input.agentId !== current.agentId) {
      // Held until the commit, so the agent cannot be deleted between this check and the update.
      const [next] = input.agentId
        ? await tx.select({ id: agents.id, name: agents.name }).from(agents).where(and(eq(agents.id, input.agentId), eq(agents.isActive, true))).for('key share')
        : [];
      if (input.agentId && !next) throw new AppError('bad_request', m.agentNotAssignable, { agentId: m.agentNotAssignable });
      const [previous] = current.agentId ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, current.agentId)) : [];
      const before = { previousAgentId: current.agentId, previousAgentName: previous?.name ?? null };
      set.agentId = next?.id ?? null;
      entries.push(next ? { kind: 'assigned', detail: { agentId: next.id, agentName: next.name, ...before } } : { kind: 'unassigned', detail: before });
      assignedTo = next?.id ?? null;
    }
    if (entries.length === 0) return [];

    await tx.update(leads).set(set).where(eq(leads.id, id));
    const ids = await recordLeadActivity(tx, now, await userActor(tx, actor), entries.map((entry) => ({ ...entry, leadId: id })));
    if (assignedTo) {
      await moveOpenTasksOfLead(tx, id, assignedTo);
      const activityId = ids[entries.findIndex((entry) => entry.kind === 'assigned')]!;
      await enqueueJob(tx, leadAssignmentJob, { leadId: id, agentId: assignedTo, activityId } satisfies LeadAssignmentPayload, { runAt: now });
    }
    // An unassigned lead, like a new status or notes, is an update; a new agent is an assignment.
    await emitLeadEvents(tx, now, id, { assigned: !!assignedTo, updated: entries.some((entry) => entry.kind !== 'assigned') });
    return entries.map((entry) => entry.kind);
  });
  deps.logger.info('lead updated', { leadId: id, fields: Object.keys(input), changed });
  return getLead(deps, actor, id);
}

/**
 * A lead typed in by hand: source Manual, status new. The console assigns it to any agent (or
 * none); the dashboard's goes to the actor's own agent record, whatever the body says.
 */
export async function createManualLead(deps: Deps, actor: Actor | null, input: CreateManualLeadInput): Promise<Lead> {
  assertCan(actor, 'lead:create');
  let agentId: string | null;
  let assignedByConsole = false;
  if (scopeOf(actor.role, 'lead:create') === 'own') {
    // An admin or agent without an agent record owns nothing, so has nowhere to put a lead.
    if (!actor.agentId) throw new AppError('not_found', agentsMessages.notFound);
    agentId = actor.agentId;
  } else if (input.agentId) {
    const [agent] = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.id, input.agentId));
    if (!agent) throw new AppError('bad_request', leadsMessages.agentUnavailable, { agentId: leadsMessages.agentUnavailable });
    agentId = agent.id;
    assignedByConsole = true;
  } else {
    agentId = null;
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
    .insert(leads)
    .values({
      agentId,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      clientPhone: input.clientPhone ?? null,
      type: input.type,
      source: 'Manual',
      status: 'new',
      message: input.message ?? null,
      notes: input.notes ?? null,
      metadata: {},
      createdAt: now,
    })
    .returning({ id: leads.id });
    const [agent] = agentId ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, agentId)) : [];
    const [activityId] = await recordLeadActivity(tx, now, await userActor(tx, actor), [
      { leadId: created!.id, kind: 'created', detail: { source: 'Manual', agentId, agentName: agent?.name ?? null } },
    ]);
    // A lead the console puts on an agent is news to them, as an assignment is; an agent's own is not.
    if (assignedByConsole && agentId) {
      await enqueueJob(tx, leadAssignmentJob, { leadId: created!.id, agentId, activityId: activityId! } satisfies LeadAssignmentPayload, { runAt: now });
    }
    await emitLeadEvents(tx, now, created!.id, { created: true });
    return created;
  });
  deps.logger.info('lead added by hand', { leadId: row!.id, agentId });
  return getLead(deps, actor, row!.id);
}

/**
 * Deletes a lead, its files and their documents by cascade; the documents' stored objects are
 * deleted once that has committed. Their stored_files rows stay until then, so objects a crash left
 * are found and deleted by the next call (decision 099, modules/file-documents/document-objects.service.ts).
 */
export async function deleteLead(deps: FileDeps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'lead:delete');
  if (!isRecordId(id)) throw new AppError('not_found', leadsMessages.notFound);
  // FINTRAC records outlive the lead's deletion window (decision 045): the lead stays while they do.
  if (await leadHasIdentifications(deps.db, id)) throw new AppError('conflict', identificationsMessages.leadHasRecords);
  try {
    await deleteScoped(deps.db, leads, actor, 'lead:delete', id, leadsMessages.notFound);
  } catch (error) {
    // A record added between the check and the delete: the key without cascade refuses it.
    if (isForeignKeyViolation(error)) throw new AppError('conflict', identificationsMessages.leadHasRecords);
    throw error;
  }
  deps.logger.info('lead deleted', { leadId: id });
  // The lead is gone either way; objects not deleted now are by the next call.
  await removeUnfiledDocumentObjects(deps).catch((error: Error) => deps.logger.warn('stored documents not removed', { leadId: id, error: error.name }));
}
