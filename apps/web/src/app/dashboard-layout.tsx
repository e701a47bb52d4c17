import { canOpenDashboard } from '@maple/shared/roles';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { RequireRole } from './require-role';

export function DashboardLayout() {
  return <RequireRole allow={canOpenDashboard}>{(me) => <DashboardPage me={me} />}</RequireRole>;
}
