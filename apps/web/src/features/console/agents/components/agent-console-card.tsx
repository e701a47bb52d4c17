import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { agentProfilePath } from '@maple/shared/agent-links';
import { agentsMessages } from '@maple/shared/messages/agents';
import { licensingMessages } from '@maple/shared/messages/licensing';
import { shellMessages } from '@maple/shared/messages/shell';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { agentClassLine } from '@/features/agents/agent-display';
import { AgentAvatar } from '@/features/agents/components/agent-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/lib/message-template';

const m = agentsMessages.console;

/** One agent in the console grid: headshot or initials, name, licence class (or a badge saying it is missing), title, email, slug, active badge and actions. */
export function AgentConsoleCard({ agent, onEdit, onDelete }: { agent: AgentRecord; onEdit: () => void; onDelete: () => void }) {
  const name = { name: agent.name };
  return (
    <article aria-label={agent.name} className="flex h-full flex-col gap-4 rounded-lg border bg-background p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <AgentAvatar name={agent.name} src={agent.headshotUrl} className="size-14 text-lg ring-0" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-navy-900">{agent.name}</h2>
          {agent.licence ? <p className="text-sm font-medium text-maple-700">{agentClassLine(agent)}</p> : null}
          {agent.contactDetails.title ? <p className="text-sm text-muted-foreground">{agent.contactDetails.title}</p> : null}
          <p className="text-sm break-all">{agent.email}</p>
          <p className="font-mono text-xs break-all text-muted-foreground">{agent.profileSlug ? `/agents/${agent.profileSlug}` : m.noSlug}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge variant={agent.isActive ? 'success' : 'secondary'}>{agent.isActive ? m.active : m.inactive}</Badge>
            {/* FSRA: an agent is advertised with their licence class; without one the public pages show no title. */}
            {agent.licence ? null : <Badge variant="warning">{licensingMessages.form.missingBadge}</Badge>}
          </div>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={fillMessage(m.editLabel, name)}>
          <Pencil aria-hidden="true" />
          {m.edit}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={agentProfilePath(agent)} target="_blank" rel="noopener noreferrer" aria-label={`${fillMessage(m.viewProfileLabel, name)} ${shellMessages.opensInNewTab}`}>
            <ExternalLink aria-hidden="true" />
            {m.viewProfile}
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={fillMessage(m.deleteLabel, name)} className="text-destructive">
          <Trash2 aria-hidden="true" />
          {m.delete}
        </Button>
      </div>
    </article>
  );
}
