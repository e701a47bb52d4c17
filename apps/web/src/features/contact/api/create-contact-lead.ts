import { useMutation } from '@tanstack/react-query';
import type { ContactLead } from '@maple/shared/schemas/leads';
import { createLead } from '@/lib/create-lead';

/** POST /api/leads with kind 'contact'. */
export function useCreateContactLead() {
  return useMutation({ mutationFn: (lead: ContactLead) => createLead(lead) });
}
