import { agentsMessages } from '@maple/shared/messages/agents';
import { slugSection } from '@/features/agents/agent-sections';
import { AgentImageUpload } from '@/features/agents/components/edit/agent-image-upload';
import { AgentPagePreview } from '@/features/agents/components/edit/agent-page-preview';
import { AgentSectionForm } from '@/features/agents/components/edit/agent-section-form';
import { MyAgentGate } from '../../components/my-agent-gate';

const m = agentsMessages.dashboard;

/** Customize Page: background, logo and two badges, the profile URL, and a preview of the page's top. */
export function CustomizePageTab() {
  return (
    <MyAgentGate>
      {(agent, save) => (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="customize-images" className="flex flex-col gap-3">
            <h3 id="customize-images" className="text-base font-semibold">
              {m.branding}
            </h3>
            <p className="text-sm text-muted-foreground">{m.brandingIntro}</p>
            <div className="grid gap-3 lg:grid-cols-2">
              <AgentImageUpload agent={agent} kind="background" mine />
              <AgentImageUpload agent={agent} kind="logo" mine />
              <AgentImageUpload agent={agent} kind="badge1" mine />
              <AgentImageUpload agent={agent} kind="badge2" mine />
            </div>
          </section>
          <section aria-labelledby="customize-slug" className="flex flex-col gap-3">
            <h3 id="customize-slug" className="text-base font-semibold">
              {m.profileUrl}
            </h3>
            <AgentSectionForm agent={agent} section={slugSection(agent)} save={save} successText={m.slugSaved} failureText={agentsMessages.saveFailed} />
          </section>
          <section aria-labelledby="customize-preview" className="flex flex-col gap-3">
            <h3 id="customize-preview" className="text-base font-semibold">
              {m.preview}
            </h3>
            <p className="text-sm text-muted-foreground">{m.previewIntro}</p>
            <AgentPagePreview agent={agent} />
          </section>
        </div>
      )}
    </MyAgentGate>
  );
}
