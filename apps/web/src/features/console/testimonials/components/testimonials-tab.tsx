import { useQueryClient } from '@tanstack/react-query';
import { agentKeys } from '@/features/agents/api/agent-queries';
import { useMe } from '@/features/auth/api/me-queries';
import { TestimonialsManager } from '@/features/testimonials/components/testimonials-manager';

/** Console Testimonials tab; approvals also change agents' public profiles, so those are refreshed too. */
export function TestimonialsTab() {
  const me = useMe();
  const queryClient = useQueryClient();
  return <TestimonialsManager userId={me.data?.user.id} onChanged={() => void queryClient.invalidateQueries({ queryKey: agentKeys.all })} />;
}
