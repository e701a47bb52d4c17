import { z } from 'zod';
import { blogMessages } from '../messages/blog.ts';
import { isOwnFileUrl } from '../own-file-url.ts';
import { toBlogSlug } from '../slug.ts';
import { listOf, pageQuery } from './paging.ts';
import { frenchText } from './french-text.ts';
import { optionalText, requiredText } from './text.ts';

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
  /**
   * The post's slug in the other language (decision 069), for the language switcher and hreflang:
   * in an English answer the French slug, null while the post has no French text; in a French
   * answer the English slug.
   */
  alternateSlug: z.string().nullable(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;
/** GET /api/blog: one page of published posts and how many there are (the blog page's pager). */
export const publicBlogPostList = listOf(publicBlogPost);
/** `?page=&pageSize=` of the public blog; it has no search. */
export const publicBlogQuery = pageQuery.pick({ page: true, pageSize: true });

// Signed-in: the console (/api/admin/blog-posts) and the dashboard (/api/me/blog-posts).

export const blogPostLimits = {
  title: 200,
  slug: 200,
  excerpt: 500,
  content: 100_000,
  seoDescription: 300,
  seoKeywords: 300,
  /** back-office §9: the excerpt falls back to this many characters of the content. */
  excerptFallback: 150,
} as const;

const m = blogMessages;
const required = (max: number, message: string, multiline = false) => requiredText({ max, multiline, required: message, tooLong: m.tooLong });
const optional = (max: number, multiline = false) => optionalText({ max, multiline, tooLong: m.tooLong });

/** An image we stored (`/files/<bucket>/<key>`), or null to remove it; outside URLs are refused. */
const featuredImageUrl = z
  .string({ error: m.invalidImage })
  .max(500, m.invalidImage)
  .refine(isOwnFileUrl, m.invalidImage)
  .nullable()
  .optional();

/** The French twins of the words (decision 069): each optional, so a post saved in English only is valid. */
const frenchFields = {
  titleFr: frenchText({ max: blogPostLimits.title, tooLong: m.tooLong }),
  excerptFr: frenchText({ max: blogPostLimits.excerpt, multiline: true, tooLong: m.tooLong }),
  contentFr: frenchText({ max: blogPostLimits.content, multiline: true, tooLong: m.tooLong }),
};

const seoFields = {
  seoDescription: optional(blogPostLimits.seoDescription, true),
  seoKeywords: optional(blogPostLimits.seoKeywords),
};

/**
 * Console create (back-office §5: title, slug, excerpt and content required). The slug is
 * normalised by the blog slug rule and made unique on the server. `agentId` null means the
 * brokerage itself, shown publicly as 'Admin'.
 */
export const adminBlogPostInput = z.strictObject({
  title: required(blogPostLimits.title, m.titleRequired),
  slug: required(blogPostLimits.slug, m.slugRequired).refine((v) => toBlogSlug(v) !== '', m.slugRequired),
  excerpt: required(blogPostLimits.excerpt, m.excerptRequired, true),
  content: required(blogPostLimits.content, m.contentRequired, true),
  featuredImageUrl,
  agentId: z.guid(m.noAgent).nullable().default(null),
  ...seoFields,
  ...frenchFields,
  /** The French slug, normalised and made unique among French slugs; without one the French title gives it. */
  slugFr: frenchText({ max: blogPostLimits.slug, tooLong: m.tooLong }),
});
export type AdminBlogPostInput = z.input<typeof adminBlogPostInput>;

/** Console edit: any of the create fields. */
export const updateAdminBlogPostInput = adminBlogPostInput.partial();
export type UpdateAdminBlogPostInput = z.input<typeof updateAdminBlogPostInput>;

/** Dashboard create (§5: title and content required; the excerpt falls back to the content). */
export const myBlogPostInput = z.strictObject({
  title: required(blogPostLimits.title, m.titleRequired),
  content: required(blogPostLimits.content, m.contentRequired, true),
  excerpt: optional(blogPostLimits.excerpt, true),
  featuredImageUrl,
  publishImmediately: z.boolean().default(false),
  ...seoFields,
  ...frenchFields,
});
export type MyBlogPostInput = z.input<typeof myBlogPostInput>;

/** Dashboard edit: the post's words and image; publishing stays the console's. */
export const updateMyBlogPostInput = myBlogPostInput.omit({ publishImmediately: true }).partial();
export type UpdateMyBlogPostInput = z.input<typeof updateMyBlogPostInput>;

/** Console publish (published_at = now) or unpublish (published_at cleared). */
export const blogPublicationInput = z.strictObject({ isPublished: z.boolean() });
export type BlogPublicationInput = z.infer<typeof blogPublicationInput>;

/** A post as the console and the dashboard see it, drafts included. */
export const blogPost = z.object({
  id: z.string(),
  agentId: z.string().nullable(),
  authorName: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  seoSettings: z.object({ description: z.string().optional(), keywords: z.string().optional() }),
  titleFr: z.string().nullable(),
  slugFr: z.string().nullable(),
  excerptFr: z.string().nullable(),
  contentFr: z.string().nullable(),
  /** True while the post lacks its French text, so the French site does not list it (the console's badge). */
  missingFrench: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPost>;
export const blogPostList = listOf(blogPost);
export type BlogPostList = z.infer<typeof blogPostList>;
