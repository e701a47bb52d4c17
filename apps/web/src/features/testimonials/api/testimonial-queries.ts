import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: () => [...testimonialKeys.all, 'list'] as const,
};

/** GET /api/testimonials: approved, admin-authored, newest first, at most 6 (the server's limit). */
export const testimonialsQuery = () =>
  queryOptions({
    queryKey: testimonialKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/api/testimonials', { signal }).then((body) => body.testimonials),
    staleTime: 10 * 60_000,
  });

export function useTestimonials() {
  return useQuery(testimonialsQuery());
}
