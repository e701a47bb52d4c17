import { agentsMessages } from '@maple/shared/messages/agents';
import { seoSection } from '@/features/agents/agent-sections';
import { AgentImageUpload } from '@/features/agents/components/edit/agent-image-upload';
import { AgentSectionForm } from '@/features/agents/components/edit/agent-section-form';
import { MyAgentGate } from '../../components/my-agent-gate';

const m = agentsMessages.dashboard;

/** SEO Settings: meta title (60) and description (160) with live counters, keywords, share image. */
export function SeoSettingsTab() {
  return (
    <MyAgentGate>
      {(agent, save) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{m.seoIntro}</p>
          <AgentImageUpload agent={agent} kind="og" mine />
          <AgentSectionForm agent={agent} section={seoSection()} save={save} successText={m.seoSaved} failureText={agentsMessages.seoFailed} />
        </div>
      )}
    </MyAgentGate>
  );
}
