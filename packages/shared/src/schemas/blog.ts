import { z } from 'zod';

/** GET /api/blog and /api/blog/:slug; author is null for posts written by an admin. */
export const publicBlogPost = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImageUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  seoSettings: z.object({ description: z.string().optional(), keywords: z.string().optional() }),
  author: z.object({ id: z.string(), name: z.string(), profileSlug: z.string().nullable() }).nullable(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;
