import { useQuery } from '@tanstack/react-query';
import type { PublicLender, PublicTestimonial } from '@maple/shared/schemas/public-content';
import type { BestRate } from '@maple/shared/schemas/rates';
import { api } from '@/lib/api-client';

// Types only from the shared schemas: the home page ships without zod (see docs/benchmarks.md).

/** GET /api/rates/best: 404 when no rate is active, which hides the badge (no retry for a 4xx). */
export function useBestRate() {
  return useQuery({
    queryKey: ['rates', 'best'],
    queryFn: ({ signal }) => api.get<BestRate>('/api/rates/best', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/lenders: active lenders in display order. */
export function useLenders() {
  return useQuery({
    queryKey: ['lenders'],
    queryFn: ({ signal }) => api.get<{ lenders: PublicLender[] }>('/api/lenders', { signal }).then((body) => body.lenders),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/testimonials: approved, admin-authored, newest first, at most 6 (the server's limit). */
export function useHomeTestimonials() {
  return useQuery({
    queryKey: ['testimonials', 'home'],
    queryFn: ({ signal }) =>
      api.get<{ testimonials: PublicTestimonial[] }>('/api/testimonials', { signal }).then((body) => body.testimonials),
    staleTime: 10 * 60_000,
  });
}
