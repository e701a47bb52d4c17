import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { provinceName } from '@maple/shared/provinces';
import type { LeadActivity } from '@maple/shared/schemas/leads';

const m = leadManagementMessages;
const a = m.activity;

/** Who did it, as the trail says it: a name, "the visitor", "lead routing", or "a team member" for an unnamed user. */
export function activityActor(entry: LeadActivity): string {
  if (entry.actor.type === 'visitor') return a.actors.visitor;
  if (entry.actor.type === 'routing') return a.actors.routing;
  return entry.actor.name ?? a.actors.unknownUser;
}

/** One trail entry in words ("Reassigned from Marc Gagnon to Sarah Chen") and who did it ("by Alex Morgan"). */
export function describeActivity(entry: LeadActivity): { text: string; by: string } {
  const by = a.by(activityActor(entry));
  switch (entry.kind) {
    case 'created': {
      if (entry.source === 'Manual') return { text: entry.agentName ? a.addedByHandFor(entry.agentName) : a.addedByHand, by };
      const source = m.sources[entry.source] ?? entry.source;
      return { text: entry.agentName ? a.createdFor(source, entry.agentName) : a.created(source), by };
    }
    case 'assigned': {
      const text = entry.previousAgentName ? a.reassigned(entry.agentName, entry.previousAgentName) : a.assigned(entry.agentName);
      if (!entry.routedBy) return { text, by };
      const how = entry.routedBy === 'province' && entry.province ? a.routedByProvince(provinceName(entry.province) ?? entry.province) : a.routedRoundRobin;
      return { text, by: `${by}, ${how}` };
    }
    case 'unassigned':
      return { text: entry.previousAgentName ? a.unassigned(entry.previousAgentName) : a.unassignedNobody, by };
    case 'status_changed':
      return { text: a.statusChanged(m.statuses[entry.from] ?? entry.from, m.statuses[entry.to] ?? entry.to), by };
    case 'notes_edited':
      return { text: a.notesEdited, by };
    case 'exported':
      return { text: a.exported, by };
    case 'file_started':
      return { text: a.fileStarted, by };
    case 'file_stage_changed':
      return { text: a.fileStageChanged(mortgageFilesMessages.stages[entry.from] ?? entry.from, mortgageFilesMessages.stages[entry.to] ?? entry.to), by };
    default:
      // A kind this page's code does not know yet: the server was updated while the page was open.
      // The entry is still shown, in words that send the reader to the new page.
      return { text: a.otherChange, by };
  }
}
