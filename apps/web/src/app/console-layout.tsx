import { canOpenConsole } from '@maple/shared/roles';
import { ConsolePage } from '@/features/console/components/console-page';
import { RequireRole } from './require-role';

export function ConsoleLayout() {
  return <RequireRole allow={canOpenConsole}>{(me) => <ConsolePage me={me} />}</RequireRole>;
}
