import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { blogPosts, type BlogSeoSettings } from '@maple/db/schema/blog-posts';
import { agentsMessages } from '@maple/shared/messages/agents';
import { blogMessages } from '@maple/shared/messages/blog';
import { scopeOf, type Actor } from '@maple/shared/permissions';
import { blogPostLimits, type BlogPost, type BlogPostList } from '@maple/shared/schemas/blog';
import type { PageQuery } from '@maple/shared/schemas/paging';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan, assertMay } from '../../lib/authorize.ts';
import { scopeFor } from '../../lib/scope.ts';
import { deleteScoped, updateScoped } from '../../lib/scoped-writes.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isUniqueViolation, uniqueBlogSlug } from './blog-slug.ts';
import { keepPreviousBlogSlug } from './blog-previous-slugs.ts';
import { postLacksFrench } from './blog-french.ts';
import { paginate } from '../../lib/paginate.ts';

// Signed-in verbs for the console (every post) and the dashboard (the actor's own posts). Every
// query starts from scopeFor, so an agent's request for another agent's post finds nothing (404).

const m = blogMessages;

/** What a create carries once the route has read its audience's body. */
export type NewBlogPost = {
  title: string;
  content: string;
  /** The console's slug; without one the title gives it. */
  slug?: string;
  excerpt?: string;
  featuredImageUrl?: string | null;
  /** null: the brokerage ('Admin'); the dashboard passes the actor's own agent id. */
  agentId: string | null;
  publish?: boolean;
  seoDescription?: string;
  seoKeywords?: string;
  /** The French words (decision 069): undefined leaves them as they are, null clears one. */
  titleFr?: string | null;
  excerptFr?: string | null;
  contentFr?: string | null;
  /** The console's French slug; without one the French title gives it. */
  slugFr?: string | null;
};

export type BlogPostChanges = Partial<Omit<NewBlogPost, 'publish'>>;

const columns = {
  id: blogPosts.id,
  agentId: blogPosts.agentId,
  authorName: agents.name,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  titleFr: blogPosts.titleFr,
  slugFr: blogPosts.slugFr,
  excerptFr: blogPosts.excerptFr,
  contentFr: blogPosts.contentFr,
  featuredImageUrl: blogPosts.featuredImageUrl,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  seoSettings: blogPosts.seoSettings,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

const selectPosts = (db: Db) => db.select(columns).from(blogPosts).leftJoin(agents, eq(agents.id, blogPosts.agentId));
type Row = Awaited<ReturnType<typeof selectPosts>>[number];

function toBlogPost({ seoSettings, publishedAt, createdAt, updatedAt, ...row }: Row): BlogPost {
  return {
    ...row,
    missingFrench: postLacksFrench(row),
    seoSettings: { description: seoSettings.description, keywords: seoSettings.keywords },
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** back-office §5: the first 150 characters of the content (whole characters, never half an emoji). */
export function excerptFrom(content: string): string {
  return Array.from(content.trim()).slice(0, blogPostLimits.excerptFallback).join('').trim();
}

/** The posts the actor may read, newest first, optionally narrowed by title. */
export async function listBlogPosts({ db }: Deps, actor: Actor | null, query: PageQuery): Promise<BlogPostList> {
  const where = and(scopeFor(actor, 'blogPost:read'), query.q ? ilike(blogPosts.title, containsPattern(query.q)) : undefined);
  const page = await paginate(selectPosts(db).where(where).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).$dynamic(), db.$count(blogPosts, where), query);
  return { items: page.items.map(toBlogPost), total: page.total };
}

/** One post the actor may read; another agent's post answers exactly like a missing one. */
export async function getBlogPost({ db }: Deps, actor: Actor | null, id: string): Promise<BlogPost> {
  const where = scopeFor(actor, 'blogPost:read');
  if (!isRecordId(id)) throw new AppError('not_found', m.notFound);
  const [row] = await selectPosts(db).where(and(eq(blogPosts.id, id), where));
  if (!row) throw new AppError('not_found', m.notFound);
  return toBlogPost(row);
}

/**
 * Creates a post: the slug from the given slug or the title, made unique; the excerpt falls back
 * to the content; 'Publish immediately' (or the console) sets published_at to now.
 */
export async function createBlogPost(deps: Deps, actor: Actor | null, input: NewBlogPost): Promise<BlogPost> {
  if (input.agentId === null) assertCan(actor, 'blogPost:create', { agentId: null }, agentsMessages.notFound);
  else assertCan(actor, 'blogPost:create', { agentId: input.agentId }, agentsMessages.notFound);
  if (input.agentId) await assertAgentExists(deps.db, input.agentId);
  const admin = scopeOf(actor.role, 'blogPost:create') === 'any';

  const id = await withFreshSlug(async () => {
    const slug = await uniqueBlogSlug(deps.db, input.slug ?? input.title, deps.clock.now());
    const french = input.slugFr ?? input.titleFr;
    const slugFr = french ? await uniqueBlogSlug(deps.db, french, deps.clock.now(), undefined, 'fr') : null;
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(blogPosts)
      .values({
        agentId: input.agentId,
        title: input.title,
        slug,
        excerpt: input.excerpt ?? excerptFrom(input.content),
        content: input.content,
        titleFr: input.titleFr ?? null,
        slugFr,
        excerptFr: input.excerptFr ?? (input.contentFr ? excerptFrom(input.contentFr) : null),
        contentFr: input.contentFr ?? null,
        featuredImageUrl: input.featuredImageUrl ?? null,
        isPublished: input.publish ?? false,
        publishedAt: input.publish ? now : null,
        seoSettings: seoSettings({}, input, admin),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blogPosts.id });
    return row!.id;
  });
  deps.logger.info('blog post created', { postId: id, published: input.publish ?? false });
  return getBlogPost(deps, actor, id);
}

/** Edits a post the actor may change. A new slug is made unique; new content without an excerpt gives a new fallback excerpt. */
export async function updateBlogPost(deps: Deps, actor: Actor | null, id: string, changes: BlogPostChanges): Promise<BlogPost> {
  const current = await getBlogPost(deps, actor, id);
  // The row's scope for the change is the write's own (updateScoped); this is the verb's.
  assertCan(actor, 'blogPost:update');
  if (changes.agentId !== undefined) {
    assertMay(actor, 'blogPost:reassignAuthor');
    if (changes.agentId) await assertAgentExists(deps.db, changes.agentId);
  }
  const [stored] = await deps.db.select({ seoSettings: blogPosts.seoSettings }).from(blogPosts).where(eq(blogPosts.id, current.id));

  await withFreshSlug(async () => {
    const slug = changes.slug !== undefined && changes.slug !== current.slug ? await uniqueBlogSlug(deps.db, changes.slug, deps.clock.now(), current.id) : undefined;
    const excerpt = changes.excerpt ?? (changes.content !== undefined ? excerptFrom(changes.content) : undefined);
    const slugFr = await nextFrenchSlug(deps, current, changes);
    const values = {
      title: changes.title,
      slug,
      excerpt,
      content: changes.content,
      titleFr: changes.titleFr,
      slugFr,
      excerptFr: changes.excerptFr ?? (changes.contentFr ? excerptFrom(changes.contentFr) : changes.excerptFr),
      contentFr: changes.contentFr,
      featuredImageUrl: changes.featuredImageUrl,
      agentId: changes.agentId,
      seoSettings: seoSettings(stored!.seoSettings, changes),
      updatedAt: deps.clock.now(),
    };
    await deps.db.transaction(async (tx) => {
      await updateScoped(tx, blogPosts, actor, 'blogPost:update', current.id, values, m.notFound);
      if (slug) await keepPreviousBlogSlug(tx, current.id, current.slug, slug, values.updatedAt);
      if (slugFr && current.slugFr) await keepPreviousBlogSlug(tx, current.id, current.slugFr, slugFr, values.updatedAt, 'fr');
    });
  });
  deps.logger.info('blog post updated', { postId: current.id, fields: Object.keys(changes) });
  return getBlogPost(deps, actor, id);
}

/** The console's publish (published_at = now) and unpublish (published_at cleared), back-office §4. */
export async function setBlogPublication(deps: Deps, actor: Actor | null, id: string, isPublished: boolean): Promise<BlogPost> {
  const current = await getBlogPost(deps, actor, id);
  // The row's scope for the change is the write's own (updateScoped); this is the verb's.
  assertCan(actor, 'blogPost:update');
  // An agent's 'Publish immediately' happens at creation; after that publishing is the console's.
  assertMay(actor, 'blogPost:publish');
  const now = deps.clock.now();
  await updateScoped(deps.db, blogPosts, actor, 'blogPost:update', current.id, { isPublished, publishedAt: isPublished ? now : null, updatedAt: now }, m.notFound);
  deps.logger.info(isPublished ? 'blog post published' : 'blog post unpublished', { postId: current.id });
  return getBlogPost(deps, actor, id);
}

export async function deleteBlogPost(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'blogPost:delete');
  if (!isRecordId(id)) throw new AppError('not_found', m.notFound);
  await deleteScoped(deps.db, blogPosts, actor, 'blogPost:delete', id, m.notFound);
  deps.logger.info('blog post deleted', { postId: id });
}

async function assertAgentExists(db: Db, agentId: string) {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new AppError('bad_request', m.noAgent, { agentId: m.noAgent });
}

/** Keeps what is stored (admin_created included) and applies the given SEO fields; '' clears one. */
function seoSettings(stored: BlogSeoSettings, input: { seoDescription?: string; seoKeywords?: string }, adminCreated?: boolean): BlogSeoSettings {
  const next: BlogSeoSettings = { ...stored };
  if (adminCreated) next.admin_created = true;
  if ('seoDescription' in input) next.description = input.seoDescription || undefined;
  if ('seoKeywords' in input) next.keywords = input.seoKeywords || undefined;
  return JSON.parse(JSON.stringify(next)) as BlogSeoSettings;
}

/**
 * The post's new French slug, or undefined to keep it: the console's French slug when it changes;
 * else, while the post has none, one made from its French title (decision 069: the French title
 * gives the slug once, as the English title does; a later title change keeps the address).
 */
async function nextFrenchSlug(deps: Deps, current: BlogPost, changes: BlogPostChanges): Promise<string | undefined> {
  const now = deps.clock.now();
  if (changes.slugFr && changes.slugFr !== current.slugFr) return uniqueBlogSlug(deps.db, changes.slugFr, now, current.id, 'fr');
  const title = changes.titleFr !== undefined ? changes.titleFr : current.titleFr;
  if (!current.slugFr && title) return uniqueBlogSlug(deps.db, title, now, current.id, 'fr');
  return undefined;
}

/** Runs a write that picks a slug, again when a concurrent writer took the same slug first. */
async function withFreshSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
