import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-queries';

/** GET /api/admin/privacy-policy/default: asked when the super admin starts from it, never kept (the settings may have changed). */
export const defaultPrivacyPolicyQuery = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'default-privacy-policy'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/privacy-policy/default', { signal }),
    staleTime: 0,
  });
