import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestimonialValues } from '@maple/shared/schemas/testimonials';
import { api } from '@/lib/api-client';
import { refreshPublicCache } from '@/lib/refresh-public-cache';
import { testimonialKeys } from './testimonial-queries';

/** The console manages every testimonial; the dashboard submits and lists the agent's own. */
export type TestimonialAudience = 'admin' | 'me';

const basePath = (audience: TestimonialAudience) => (audience === 'admin' ? '/api/admin/testimonials' : '/api/me/testimonials');

/** Under `testimonialKeys.all`, so one invalidation also refreshes the home page's testimonials. */
export const manageTestimonialKeys = {
  list: (audience: TestimonialAudience) => [...testimonialKeys.all, 'manage', audience] as const,
};

export const managedTestimonialsQuery = (audience: TestimonialAudience) =>
  queryOptions({
    queryKey: manageTestimonialKeys.list(audience),
    queryFn: ({ signal }) => api.get(basePath(audience), { query: { pageSize: 100 }, signal }),
  });

export function useManagedTestimonials(audience: TestimonialAudience) {
  return useQuery(managedTestimonialsQuery(audience));
}

/** After any change: every testimonial cache here, plus whatever else shows them (`onChanged`: an agent's profile). */
function useInvalidate(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await refreshPublicCache(['/api/testimonials']);
    onChanged?.();
    await queryClient.invalidateQueries({ queryKey: testimonialKeys.all });
  };
}

/** The console adds (no id) or edits its own testimonials; the dashboard submits one. */
export function useSaveTestimonial(audience: TestimonialAudience, onChanged?: () => void) {
  const invalidate = useInvalidate(onChanged);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TestimonialValues }) =>
      // Only the console edits; an agent submits (and an approved testimonial is the console's to change).
      id && audience === 'admin' ? api.patch('/api/admin/testimonials/{id}', body, { path: { id } }) : api.post(basePath(audience), body),
    onSettled: invalidate,
  });
}

export function useSetTestimonialApproval(onChanged?: () => void) {
  const invalidate = useInvalidate(onChanged);
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: string; isApproved: boolean }) => api.patch('/api/admin/testimonials/{id}/approval', { isApproved }, { path: { id } }),
    onSettled: invalidate,
  });
}

export function useDeleteTestimonial(onChanged?: () => void) {
  const invalidate = useInvalidate(onChanged);
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/testimonials/{id}', { path: { id } }),
    onSettled: invalidate,
  });
}
