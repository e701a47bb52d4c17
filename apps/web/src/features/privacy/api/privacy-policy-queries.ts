import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const privacyPolicyKeys = {
  all: ['privacy-policy'] as const,
};

/** GET /api/privacy-policy: the policy in force and when it last changed (/privacy). */
export const privacyPolicyQuery = () =>
  queryOptions({
    queryKey: privacyPolicyKeys.all,
    queryFn: ({ signal }) => api.get('/api/privacy-policy', { signal }),
  });

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQuery());
}
