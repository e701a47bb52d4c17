import { useMutation } from '@tanstack/react-query';
import type { CreateLeadResponse, QuoteLead } from '@maple/shared/schemas/leads';
import { api } from '@/lib/api-client';

/** POST /api/leads with kind 'quote'. Only the inputs travel: the server works out the calculations. */
export function createQuoteLead(body: QuoteLead): Promise<CreateLeadResponse> {
  return api.post<CreateLeadResponse>('/api/leads', body);
}

export function useCreateQuoteLead() {
  return useMutation({ mutationFn: createQuoteLead });
}
