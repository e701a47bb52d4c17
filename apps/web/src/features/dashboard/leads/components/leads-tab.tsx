import { BookList } from '@/features/leads/components/book-list';
import { LeadsManager } from '@/features/leads/components/leads-manager';
import { LeadsViewSwitch } from '@/features/leads/components/leads-view-switch';
import { MortgageFilesList } from '@/features/leads/components/mortgage-files-list';
import { PipelineBoard } from '@/features/leads/components/pipeline-board';
import { TasksView } from '@/features/leads/components/tasks-view';
import { useLeadsView } from '@/features/leads/hooks/use-leads-view';

/**
 * Dashboard › Leads: the signed-in agent's own leads, with private notes; or, switched at the top,
 * the mortgage files of those leads, the pipeline board, the agent's tasks or the book of funded
 * mortgages (the spec fixes the ten tabs, so these are views of this one; decisions 102 and 103).
 */
export function LeadsTab() {
  const { view, setView } = useLeadsView();
  const viewSwitch = <LeadsViewSwitch value={view} onChange={setView} />;
  if (view === 'files') return <MortgageFilesList audience="me" viewSwitch={viewSwitch} />;
  if (view === 'pipeline') return <PipelineBoard audience="me" viewSwitch={viewSwitch} />;
  if (view === 'tasks') return <TasksView audience="me" viewSwitch={viewSwitch} />;
  if (view === 'book') return <BookList audience="me" viewSwitch={viewSwitch} />;
  return <LeadsManager audience="me" viewSwitch={viewSwitch} />;
}
