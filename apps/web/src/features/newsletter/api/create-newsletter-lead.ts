import { useMutation } from '@tanstack/react-query';
import type { NewsletterLead } from '@maple/shared/schemas/leads';
import { createLead } from '@/lib/create-lead';

/** POST /api/leads with kind 'newsletter'. */
export function useCreateNewsletterLead() {
  return useMutation({ mutationFn: (lead: NewsletterLead) => createLead(lead) });
}
