import type { CreateLeadRequest, CreateLeadResponse } from '@maple/shared/schemas/leads';
import { api } from './api-client';

/** POST /api/leads: every public form sends its own `kind`; the answer is the new id only. */
export function createLead(body: CreateLeadRequest): Promise<CreateLeadResponse> {
  return api.post<CreateLeadResponse>('/api/leads', body);
}
