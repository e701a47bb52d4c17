import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { LeadsManager } from '@/features/leads/components/leads-manager';

/** Console › Leads: every lead; 'Add lead', each row and the drawer may assign any active agent. */
export function LeadsTab() {
  const agents = useAgentOptions();
  return <LeadsManager audience="admin" agents={agents.data} />;
}
