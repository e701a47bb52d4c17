import { AuditEventsManager } from '@/features/audit-events/components/audit-events-manager';

/** The console's Activity tab (issue 20): the audit trail, by user and kind (decision 038). */
export function ActivityTab() {
  return <AuditEventsManager />;
}
