import { AccountPage } from '@/features/account/components/account-page';
import { RequireRole } from './require-role';

/** Any signed-in user has an account to look after; it is where a required two-factor set-up happens. */
export function AccountLayout() {
  return (
    <RequireRole allow={() => true} beforeTwoFactor>
      {(me) => <AccountPage me={me} />}
    </RequireRole>
  );
}
