import { lazy } from 'react';
import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { BookList } from '@/features/leads/components/book-list';
import { LeadsManager } from '@/features/leads/components/leads-manager';
import { LeadsViewSwitch } from '@/features/leads/components/leads-view-switch';
import { MortgageFilesList } from '@/features/leads/components/mortgage-files-list';
import { PipelineBoard } from '@/features/leads/components/pipeline-board';
import { TasksView } from '@/features/leads/components/tasks-view';
import { useLeadsView } from '@/features/leads/hooks/use-leads-view';
import { SubscribersSection } from '@/features/subscribers/components/subscribers-section';
import { CampaignsView } from '@/features/campaigns/components/campaigns-view';

/**
 * Console › Leads: every lead; 'Add lead', each row and the drawer may assign any active agent.
 * Below, the newsletter's subscribers (issue 26): a sign-up is a lead too, so they sit here rather
 * than in a tab of their own. Switched at the top, every agent's mortgage files, the pipeline board,
 * the tasks, the book of funded mortgages, or the campaigns sent to leads and subscribers (the spec
 * fixes the ten tabs, so these are views of this one; decisions 102, 103 and 105).
 */
// The blog's safe renderer (raw HTML dropped, links and images checked), for the campaign preview; loaded with it.
const MarkdownContent = lazy(() => import('@/features/blog/components/markdown-content').then((mod) => ({ default: mod.MarkdownContent })));

export function LeadsTab() {
  const agents = useAgentOptions();
  const { view, setView } = useLeadsView();
  const viewSwitch = <LeadsViewSwitch value={view} onChange={setView} withCampaigns />;
  if (view === 'campaigns') return <CampaignsView viewSwitch={viewSwitch} parts={{ agents: agents.data, Markdown: MarkdownContent }} />;
  if (view === 'book') return <BookList audience="admin" agents={agents.data} viewSwitch={viewSwitch} />;
  if (view === 'files') return <MortgageFilesList audience="admin" agents={agents.data} viewSwitch={viewSwitch} />;
  if (view === 'pipeline') return <PipelineBoard audience="admin" agents={agents.data} viewSwitch={viewSwitch} />;
  if (view === 'tasks') return <TasksView audience="admin" agents={agents.data} viewSwitch={viewSwitch} />;
  return (
    <div className="flex flex-col gap-10">
      <LeadsManager audience="admin" agents={agents.data} viewSwitch={viewSwitch} />
      <SubscribersSection />
    </div>
  );
}
