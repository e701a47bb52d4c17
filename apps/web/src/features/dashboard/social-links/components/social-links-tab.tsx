import { agentsMessages } from '@maple/shared/messages/agents';
import { socialLinksSection } from '@/features/agents/agent-sections';
import { AgentSectionForm } from '@/features/agents/components/edit/agent-section-form';
import { MyAgentGate } from '../../components/my-agent-gate';

const m = agentsMessages.dashboard;

export function SocialLinksTab() {
  return (
    <MyAgentGate>
      {(agent, save) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{m.socialIntro}</p>
          <AgentSectionForm agent={agent} section={socialLinksSection()} save={save} successText={m.socialSaved} failureText={agentsMessages.socialLinksFailed} />
        </div>
      )}
    </MyAgentGate>
  );
}
