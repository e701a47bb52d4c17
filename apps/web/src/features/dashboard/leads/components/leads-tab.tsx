import { LeadsManager } from '@/features/leads/components/leads-manager';

/** Dashboard › Leads: the signed-in agent's own leads, with private notes. */
export function LeadsTab() {
  return <LeadsManager audience="me" />;
}
