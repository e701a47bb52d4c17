import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { blogPosts } from '@maple/db/schema/blog-posts';
import type { Language } from '@maple/shared/i18n/languages';
import { blogMessages } from '@maple/shared/messages/blog';
import { isBlogSlug } from '@maple/shared/schemas/path-params';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import type { ListOf, PageQuery } from '@maple/shared/schemas/paging';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/paginate.ts';
import { publiclyListed } from '../agents/agent-visibility.service.ts';
import { postHasFrench } from './blog-french.ts';

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  titleFr: blogPosts.titleFr,
  slugFr: blogPosts.slugFr,
  excerptFr: blogPosts.excerptFr,
  contentFr: blogPosts.contentFr,
  featuredImageUrl: blogPosts.featuredImageUrl,
  publishedAt: blogPosts.publishedAt,
  seoSettings: blogPosts.seoSettings,
  authorId: agents.id,
  authorName: agents.name,
  authorSlug: agents.profileSlug,
};

const selectPosts = (db: Db) => db.select(columns).from(blogPosts).leftJoin(agents, and(eq(agents.id, blogPosts.agentId), publiclyListed));
type Row = Awaited<ReturnType<typeof selectPosts>>[number];

/** The posts the public reads in `language`: published, and in French only those with their French text (decision 069). */
function publishedIn(language: Language): SQL {
  const published = eq(blogPosts.isPublished, true);
  return language === 'fr' ? and(published, postHasFrench)! : published;
}

/**
 * One page of published posts, newest first (blog_posts_public_idx), each with its agent author or
 * null for admin posts, in `language`: the French list holds only the posts written in French.
 */
export async function listPublishedPosts(db: Db, query: Pick<PageQuery, 'page' | 'pageSize'>, language: Language = 'en'): Promise<ListOf<PublicBlogPost>> {
  const published = publishedIn(language);
  const rows = selectPosts(db)
    .where(published)
    // Plain DESC (nulls first, as the spec's table API ordered) lets blog_posts_public_idx give the order;
    // the id breaks ties so a post never shows on two pages (or none) when dates are equal.
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id))
    .$dynamic();
  const page = await paginate(rows, db.$count(blogPosts, published), query);
  return { items: page.items.map((row) => toPublic(row, language)), total: page.total };
}

/**
 * A published post by its slug in `language`: the English slug on the English site, the French
 * slug on the French one (where a post without its French text does not exist).
 */
export async function findPublishedPost(db: Db, slug: string, language: Language = 'en'): Promise<PublicBlogPost | null> {
  if (!isBlogSlug(slug)) return null;
  const bySlug = language === 'fr' ? eq(blogPosts.slugFr, slug) : eq(blogPosts.slug, slug);
  const [row] = await selectPosts(db).where(and(bySlug, publishedIn(language)));
  return row ? toPublic(row, language) : null;
}

/** A draft, and in French a post not written in French, answers exactly like a post that does not exist. */
export async function getPublishedPost(db: Db, slug: string, language: Language = 'en'): Promise<PublicBlogPost> {
  const post = await findPublishedPost(db, slug, language);
  if (!post) throw new AppError('not_found', blogMessages.notFound);
  return post;
}

/**
 * The French slug of the published post whose English slug is `englishSlug`, or null when it has no
 * French text (or is no published post): for the French address of a post, hreflang and the switcher.
 */
export async function frenchSlugFor(db: Db, englishSlug: string): Promise<string | null> {
  return (await findPublishedPost(db, englishSlug, 'en'))?.alternateSlug ?? null;
}

/** The English slug of the published post whose French slug is `frenchSlug`, or null. */
export async function englishSlugFor(db: Db, frenchSlug: string): Promise<string | null> {
  return (await findPublishedPost(db, frenchSlug, 'fr'))?.alternateSlug ?? null;
}

function toPublic(row: Row, language: Language): PublicBlogPost {
  const { authorId, authorName, authorSlug, seoSettings, publishedAt, titleFr, slugFr, excerptFr, contentFr, ...english } = row;
  const hasFrench = titleFr !== null && slugFr !== null && contentFr !== null;
  const french = language === 'fr' && hasFrench;
  const post = french ? { ...english, title: titleFr, slug: slugFr, excerpt: excerptFr, content: contentFr } : english;
  return {
    ...post,
    alternateSlug: french ? english.slug : hasFrench ? slugFr : null,
    publishedAt: publishedAt?.toISOString() ?? null,
    // admin_created is bookkeeping for the console, not something readers need. The SEO texts are
    // written in English only: a French page describes itself by its French excerpt instead.
    seoSettings: french ? {} : { description: seoSettings.description, keywords: seoSettings.keywords },
    author: authorId && authorName ? { id: authorId, name: authorName, profileSlug: authorSlug } : null,
  };
}

/** Each published post written in French, by French slug: its two slugs and when it last changed (the French sitemap). */
export async function listFrenchPostSlugs(db: Db): Promise<{ slug: string; slugFr: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, slugFr: blogPosts.slugFr, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(publishedIn('fr'))
    .orderBy(asc(blogPosts.slugFr));
  return rows.flatMap((row) => (row.slugFr === null ? [] : [{ ...row, slugFr: row.slugFr }]));
}
