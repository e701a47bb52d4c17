import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/localized-router';
import { toast } from 'sonner';
import { signOut } from '@/lib/auth-client';
import { isApiError } from '@/lib/api-client';
import { forgetSession } from '@/lib/query-client';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      if (isApiError(error)) toast.error(error.message);
    } finally {
      setPending(false);
      // Leave the guarded page first so its guard does not refetch /api/me on the way out.
      await navigate('/auth', { replace: true });
      // Nothing the signed-in person saw may outlive the session (the next person may use this tab).
      forgetSession(queryClient);
    }
  }, [navigate, queryClient]);

  return { signOut: run, pending };
}
