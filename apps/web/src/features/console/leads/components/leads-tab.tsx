import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { LeadsManager } from '@/features/leads/components/leads-manager';
import { SubscribersSection } from '@/features/subscribers/components/subscribers-section';

/**
 * Console › Leads: every lead; 'Add lead', each row and the drawer may assign any active agent.
 * Below, the newsletter's subscribers (issue 26): a sign-up is a lead too, so they sit here rather
 * than in a tab of their own.
 */
export function LeadsTab() {
  const agents = useAgentOptions();
  return (
    <div className="flex flex-col gap-10">
      <LeadsManager audience="admin" agents={agents.data} />
      <SubscribersSection />
    </div>
  );
}
