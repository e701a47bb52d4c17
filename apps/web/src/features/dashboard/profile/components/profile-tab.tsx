import { agentsMessages } from '@maple/shared/messages/agents';
import { profileSection } from '@/features/agents/agent-sections';
import { AgentImageUpload } from '@/features/agents/components/edit/agent-image-upload';
import { AgentLicenceSummary } from '@/features/agents/components/edit/agent-licence-summary';
import { AgentSectionForm } from '@/features/agents/components/edit/agent-section-form';
import { MyAgentGate } from '../../components/my-agent-gate';

const m = agentsMessages.dashboard;

/** Profile: name, contact details, bio, calendly link, CRM email; headshot and banner; the licence, read-only. */
export function ProfileTab() {
  return (
    <MyAgentGate>
      {(agent, save) => (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="profile-photos" className="flex flex-col gap-3">
            <h3 id="profile-photos" className="text-base font-semibold">
              {m.photos}
            </h3>
            <div className="grid gap-3 lg:grid-cols-2">
              <AgentImageUpload agent={agent} kind="headshot" mine />
              <AgentImageUpload agent={agent} kind="banner" mine />
            </div>
          </section>
          <AgentSectionForm agent={agent} section={profileSection()} save={save} successText={m.profileSaved} failureText={agentsMessages.profileUpdateFailed} />
          <AgentLicenceSummary agent={agent} />
        </div>
      )}
    </MyAgentGate>
  );
}
