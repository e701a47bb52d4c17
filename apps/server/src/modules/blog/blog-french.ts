import { and, isNotNull } from 'drizzle-orm';
import { blogPosts } from '@maple/db/schema/blog-posts';

/*
 * The publishing rule for posts (decision 069): a post is on the French site only when its French
 * title, slug and content are written. The excerpt may be empty in French as in English (the list
 * then shows none). The SQL and the row test say the same thing: one filters the public reads, the
 * other flags the console's list.
 */

export const postHasFrench = and(isNotNull(blogPosts.titleFr), isNotNull(blogPosts.slugFr), isNotNull(blogPosts.contentFr));

export function postLacksFrench(row: { titleFr: string | null; slugFr: string | null; contentFr: string | null }): boolean {
  return row.titleFr === null || row.slugFr === null || row.contentFr === null;
}
