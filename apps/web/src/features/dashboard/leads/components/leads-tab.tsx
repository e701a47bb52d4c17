import { BookList } from '@/features/leads/components/book-list';
import { LeadsManager } from '@/features/leads/components/leads-manager';
import { LeadsViewSwitch } from '@/features/leads/components/leads-view-switch';
import { MortgageFilesList } from '@/features/leads/components/mortgage-files-list';
import { useLeadsView } from '@/features/leads/hooks/use-leads-view';

/**
 * Dashboard › Leads: the signed-in agent's own leads, with private notes; or, switched at the top,
 * the mortgage files of those leads, or the book of funded mortgages (the spec fixes the ten tabs, so the files are a view of this one).
 */
export function LeadsTab() {
  const { view, setView } = useLeadsView();
  const viewSwitch = <LeadsViewSwitch value={view} onChange={setView} />;
  if (view === 'book') return <BookList audience="me" viewSwitch={viewSwitch} />;
  return view === 'files' ? <MortgageFilesList audience="me" viewSwitch={viewSwitch} /> : <LeadsManager audience="me" viewSwitch={viewSwitch} />;
}
