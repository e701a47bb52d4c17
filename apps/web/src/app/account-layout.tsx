import { AccountPage } from '@/features/account/components/account-page';
import { RequireRole } from './require-role';

/** Any signed-in user has an account to look after. */
export function AccountLayout() {
  return <RequireRole allow={() => true}>{(me) => <AccountPage me={me} />}</RequireRole>;
}
