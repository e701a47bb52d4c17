import { agentsMessages } from '@maple/shared/messages/agents';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { AgentAvatar } from '../agent-avatar';
import { AgentBanner } from '../agent-banner';
import { AgentBranding } from '../agent-branding';
import { agentClassLine, agentDisplayName } from '../../agent-display';

const m = agentsMessages.dashboard;

/**
 * The top of the public page as it looks with the record's images and details (Customize Page).
 * The same pieces as the profile hero, at a smaller scale, without its heading or actions.
 */
export function AgentPagePreview({ agent }: { agent: AgentRecord }) {
  return (
    <figure aria-label={m.previewLabel} className="overflow-hidden rounded-lg border">
      <div
        className="bg-muted bg-cover bg-center"
        style={agent.customBackgroundImage ? { backgroundImage: `url("${encodeURI(agent.customBackgroundImage)}")` } : undefined}
      >
        {/* Without a banner, the custom background shows through where the banner would be. */}
        {agent.bannerImageUrl || !agent.customBackgroundImage ? (
          <AgentBanner src={agent.bannerImageUrl} className="aspect-[4/1]" />
        ) : (
          <div className="aspect-[4/1] w-full" aria-hidden="true" />
        )}
        <div className="flex flex-col gap-3 bg-background/95 px-4 pb-4 sm:flex-row sm:items-end">
          <AgentAvatar name={agent.name} src={agent.headshotUrl} className="-mt-8 size-16 text-xl" />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-navy-900">{agentDisplayName(agent)}</p>
            {agent.licence ? <p className="text-sm font-medium text-maple-700">{agentClassLine(agent)}</p> : null}
            {agent.contactDetails.title ? <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{agent.contactDetails.title}</p> : null}
          </div>
          <div className="sm:ml-auto">
            <AgentBranding agent={agent} />
          </div>
        </div>
      </div>
    </figure>
  );
}
