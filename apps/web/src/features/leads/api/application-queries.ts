import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Under 'admin' so signing out (which removes every ['admin'] query) drops them with the rest.
export const applicationKeys = {
  all: ['admin', 'applications'] as const,
};

/**
 * GET /api/admin/applications, super admin only (ARCHITECTURE §8). `enabled` must be false for anyone
 * else, so the browser never even asks.
 */
export function useRecentApplications(enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.all,
    queryFn: ({ signal }) => api.get('/api/admin/applications', { signal }).then((body) => body.items),
    enabled,
    retry: false,
  });
}
