import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminBlogPostInput, myBlogPostInput, updateAdminBlogPostInput, updateMyBlogPostInput, type BlogPost } from '@maple/shared/schemas/blog';
import type { BlogAudience, SaveBlogPost } from './api/manage-blog-posts';

/** What the post dialog holds; the console's and the dashboard's bodies are made from it (`bodyFor`). */
export type BlogPostValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImageUrl: string | null;
  agentId: string;
  seoDescription: string;
  seoKeywords: string;
  publishImmediately: boolean;
  /** The French twins (decision 069); empty: not written. */
  titleFr: string;
  slugFr: string;
  excerptFr: string;
  contentFr: string;
};
export type BlogPostBody = SaveBlogPost['body'];

export const blogPostValues = (post: BlogPost | null): BlogPostValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  featuredImageUrl: post?.featuredImageUrl ?? null,
  agentId: post?.agentId ?? '',
  seoDescription: post?.seoSettings.description ?? '',
  seoKeywords: post?.seoSettings.keywords ?? '',
  publishImmediately: false,
  titleFr: post?.titleFr ?? '',
  slugFr: post?.slugFr ?? '',
  excerptFr: post?.excerptFr ?? '',
  contentFr: post?.contentFr ?? '',
});

/** The console also sends the slug and the author ('' is the brokerage); the dashboard may publish at once, on creation only. */
function bodyFor(audience: BlogAudience, values: BlogPostValues, creating: boolean) {
  const common = {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    featuredImageUrl: values.featuredImageUrl,
    seoDescription: values.seoDescription,
    seoKeywords: values.seoKeywords,
    titleFr: values.titleFr,
    excerptFr: values.excerptFr,
    contentFr: values.contentFr,
  };
  // The console's French slug: empty lets the French title make it (decision 069).
  if (audience === 'admin') return { ...common, slug: values.slug, agentId: values.agentId || null, slugFr: values.slugFr };
  return creating ? { ...common, publishImmediately: values.publishImmediately } : common;
}

/** The inputs mapped onto the body, checked by the schema its route validates with. */
export function blogPostResolver(audience: BlogAudience, creating: boolean): Resolver<BlogPostValues, unknown, BlogPostBody> {
  const schema = audience === 'admin' ? (creating ? adminBlogPostInput : updateAdminBlogPostInput) : creating ? myBlogPostInput : updateMyBlogPostInput;
  const check = zodResolver(schema);
  return (values, context, options) => check(bodyFor(audience, values, creating) as never, context, options as never) as unknown as ReturnType<Resolver<BlogPostValues, unknown, BlogPostBody>>;
}

