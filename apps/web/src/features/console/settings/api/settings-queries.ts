import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrokerageSettings } from '@maple/shared/schemas/site';
import { api } from '@/lib/api-client';
import { siteKeys } from '@/features/site/api/site-queries';
import { privacyPolicyKeys } from '@/features/privacy/api/privacy-policy-queries';

// Under 'admin' so signing out drops it with the rest of the console's answers.
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};

/** GET /api/admin/settings: the record and the go-live fields it still lacks. */
export const brokerageSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get('/api/admin/settings', { signal }),
  });

export function useBrokerageSettings() {
  return useQuery(brokerageSettingsQuery());
}

/** PUT /api/admin/settings; the public site's copy (/api/site) and the privacy policy, which quotes the settings, are asked again too. */
export function useSaveBrokerageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: BrokerageSettings) => api.put('/api/admin/settings', settings),
    onSuccess: (answer) => client.setQueryData(settingsKeys.all, answer),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: siteKeys.all }), client.invalidateQueries({ queryKey: privacyPolicyKeys.all })]),
  });
}
