import { useState } from 'react';
import { agentsMessages } from '@maple/shared/messages/agents';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { licensingMessages } from '@maple/shared/messages/licensing';
import type { AgentRecord, UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { useUpdateAgent } from '@/features/agents/api/agent-record-queries';
import { applicationLinksSection, basicInfoSection, seoSection, socialLinksSection } from '@/features/agents/agent-sections';
import { AgentImageUpload } from '@/features/agents/components/edit/agent-image-upload';
import { AgentSectionForm } from '@/features/agents/components/edit/agent-section-form';
import { useDialogGuard } from '@/components/unsaved-changes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fillMessage } from '@/lib/message-template';
import { AgentLicenceForm } from './agent-licence-form';
import { AgentProvincesForm } from './agent-provinces-form';

const m = agentsMessages.console;

/**
 * Edit an agent: tabs Basic Info, Social Links, App Links and SEO (back-office §2), and Lead
 * routing (the provinces whose leads the agent takes, issue 18) and Licence (FSRA, issue 27), each saved on its own. Every tab
 * stays mounted, so switching tabs keeps what was typed; closing with unsaved edits asks first.
 */
export function EditAgentDialog({ agent, onClose }: { agent: AgentRecord; onClose: () => void }) {
  const update = useUpdateAgent();
  const [tab, setTab] = useState('basic');
  const save = (body: UpdateAgentRequest) => update.mutateAsync({ before: agent, body });
  const texts = { successText: agentsMessages.updated, failureText: agentsMessages.updateFailed };
  const tabs = [
    {
      id: 'basic',
      label: m.tabs.basic,
      section: basicInfoSection(agent),
      images: (
        <div className="grid gap-3">
          <AgentImageUpload agent={agent} kind="headshot" />
          <AgentImageUpload agent={agent} kind="banner" />
        </div>
      ),
    },
    { id: 'social', label: m.tabs.social, section: socialLinksSection() },
    { id: 'app', label: m.tabs.app, section: applicationLinksSection() },
    { id: 'seo', label: m.tabs.seo, section: seoSection(), images: <AgentImageUpload agent={agent} kind="og" /> },
  ];
  const routingTab = 'routing';
  const licenceTab = 'licence';
  const guard = useDialogGuard(onClose);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : guard.requestClose())}>
      {guard.confirm}
      <DialogContent className="max-w-2xl">
        <guard.Scope>
          <DialogTitle className="pr-6 [overflow-wrap:anywhere]">{fillMessage(m.editTitle, { name: agent.name })}</DialogTitle>
          <DialogDescription>{m.editDescription}</DialogDescription>
          <Tabs value={tab} onValueChange={setTab} className="min-w-0">
            <div className="-mx-1 overflow-x-auto px-1">
              <TabsList aria-label={m.tabsLabel} className="w-max">
                {tabs.map((t) => (
                  <TabsTrigger key={t.id} value={t.id}>
                    {t.label}
                  </TabsTrigger>
                ))}
                <TabsTrigger value={routingTab}>{leadManagementMessages.routing.tab}</TabsTrigger>
                <TabsTrigger value={licenceTab}>{licensingMessages.form.tab}</TabsTrigger>
              </TabsList>
            </div>
            {tabs.map((t) => (
              <TabsContent key={t.id} value={t.id} forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
                {t.images ?? null}
                <AgentSectionForm agent={agent} section={t.section} save={save} {...texts} />
              </TabsContent>
            ))}
            <TabsContent value={routingTab} forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
              <AgentProvincesForm agent={agent} save={save} />
            </TabsContent>
            <TabsContent value={licenceTab} forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
              <AgentLicenceForm agent={agent} save={save} />
            </TabsContent>
          </Tabs>
        </guard.Scope>
      </DialogContent>
    </Dialog>
  );
}
