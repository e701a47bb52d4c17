import { useEffect, type ReactNode } from 'react';
import { Navigate } from '@/lib/localized-router';
import { toast } from 'sonner';
import { authMessages } from '@maple/shared/messages/auth';
import type { Me } from '@maple/shared/schemas/me';
import { isApiError } from '@/lib/api-client';
import { useMe } from '@/features/auth/api/me-queries';
import { PageSpinner } from '@/components/ui/spinner';

function LeaveWith({ message }: { message: string }) {
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect from showing the toast twice.
    toast.error(message, { id: message });
  }, [message]);
  return <Navigate to="/" replace />;
}

/**
 * Client-side gate for the console and the dashboard (back-office §4): no session goes to
 * /auth, a session without the role goes home, and a staff user the brokerage requires to set up
 * two-factor sign-in goes to the Account area's enrolment (`beforeTwoFactor`: the Account area
 * itself). The server enforces the same rules on every call.
 */
export function RequireRole({ allow, beforeTwoFactor = false, children }: { allow: (role: string) => boolean; beforeTwoFactor?: boolean; children: (me: Me) => ReactNode }) {
  const { data: me, error, isPending } = useMe();

  if (isPending) return <PageSpinner minHeight="min-h-dvh" />;
  if (error) {
    if (isApiError(error) && error.status === 401) return <Navigate to="/auth" replace />;
    return <LeaveWith message={authMessages.roleCheckError} />;
  }
  if (!allow(me.user.role)) return <LeaveWith message={authMessages.accessDenied} />;
  if (me.mustEnrolTwoFactor && !beforeTwoFactor) return <Navigate to="/account" replace />;
  return children(me);
}
