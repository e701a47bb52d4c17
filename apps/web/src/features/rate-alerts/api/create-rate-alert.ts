import { useMutation } from '@tanstack/react-query';
import type { RateAlertRequest } from '@maple/shared/schemas/rate-alerts';
import { api } from '@/lib/api-client';

/** POST /api/rate-alerts: a pending alert the address's owner confirms by mail. It changes nothing any query shows, so nothing is invalidated. */
export function useCreateRateAlert() {
  return useMutation({ mutationFn: (input: RateAlertRequest) => api.post('/api/rate-alerts', input) });
}
