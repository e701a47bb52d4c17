import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestimonialPermission, TestimonialValues } from '@maple/shared/schemas/testimonials';
import { api } from '@/lib/api-client';
import { refreshPublicCache } from '@/lib/refresh-public-cache';
import { testimonialKeys } from './testimonial-queries';

/** The console manages every testimonial; the dashboard submits and lists the agent's own. */
export type TestimonialAudience = 'admin' | 'me';

const basePath = (audience: TestimonialAudience) => (audience === 'admin' ? '/api/admin/testimonials' : '/api/me/testimonials');

/**
 * Under `testimonialKeys.all`, so one invalidation also refreshes the home page's testimonials
 * (sign-out clears every cached answer, these included: `forgetSession`).
 */
export const manageTestimonialKeys = {
  list: (audience: TestimonialAudience, page: number, q: string) => [...testimonialKeys.all, 'manage', audience, { page, q }] as const,
};

/** The console's and the dashboard's lists show testimonials 25 at a time, with a search by client name. */
export const managedTestimonialPageSize = 25;

export const managedTestimonialsQuery = (audience: TestimonialAudience, page: number, q: string) =>
  queryOptions({
    queryKey: manageTestimonialKeys.list(audience, page, q),
    queryFn: ({ signal }) => api.get(basePath(audience), { query: { page, pageSize: managedTestimonialPageSize, q: q || undefined }, signal }),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useManagedTestimonials(audience: TestimonialAudience, page: number, q: string) {
  return useQuery(managedTestimonialsQuery(audience, page, q));
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
    mutationFn: ({ id, isApproved, permission }: { id: string; isApproved: boolean; permission?: TestimonialPermission }) =>
      api.patch('/api/admin/testimonials/{id}/approval', permission ? { isApproved, permission } : { isApproved }, { path: { id } }),
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
