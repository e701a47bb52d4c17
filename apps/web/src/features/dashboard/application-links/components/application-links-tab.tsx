import { agentsMessages } from '@maple/shared/messages/agents';
import { applicationLinksSection } from '@/features/agents/agent-sections';
import { AgentSectionForm } from '@/features/agents/components/edit/agent-section-form';
import { MyAgentGate } from '../../components/my-agent-gate';

const m = agentsMessages.dashboard;

export function ApplicationLinksTab() {
  return (
    <MyAgentGate>
      {(agent, save) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{m.applicationIntro}</p>
          <AgentSectionForm
            agent={agent}
            section={applicationLinksSection()}
            save={save}
            successText={m.applicationSaved}
            failureText={agentsMessages.applicationLinksFailed}
          />
        </div>
      )}
    </MyAgentGate>
  );
}
