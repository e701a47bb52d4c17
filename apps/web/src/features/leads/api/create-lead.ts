import { useMutation } from '@tanstack/react-query';
import type { CreateLeadRequest, CreateLeadResponse } from '@maple/shared/schemas/leads';
import { api } from '@/lib/api-client';

/**
 * POST /api/leads: every public form sends its own `kind`; the answer is the new id only. Each
 * submission carries its own Idempotency-Key, so the proxy may resend it after a server restart
 * reset the connection without the brokerage getting the lead twice.
 */
export function createLead(body: CreateLeadRequest): Promise<CreateLeadResponse> {
  return api.post('/api/leads', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

/** The mutation behind every public lead form. Nothing cached is about public leads, so nothing is invalidated here. */
export function useCreateLead<Lead extends CreateLeadRequest>() {
  return useMutation({ mutationFn: (lead: Lead) => createLead(lead) });
}
