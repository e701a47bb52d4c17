import { Link } from '@/lib/localized-router';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import { formatDate } from '@/lib/format-date';
import { postPreview } from '../blog-display';
import { AuthorBadge } from './author-badge';
import { PostImage } from './post-image';

/** The whole card opens the post (the title link is stretched over it); the author badge stays its own link. */
export function BlogCard({ post, eager = false }: { post: PublicBlogPost; eager?: boolean }) {
  const postPath = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <PostImage src={post.featuredImageUrl} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <AuthorBadge author={post.author} />
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
        </div>
        <h2 className="line-clamp-2 text-xl leading-snug font-bold text-navy-900">
          <Link to={postPath} className="after:absolute after:inset-0 hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{postPreview(post)}</p>
      </div>
    </article>
  );
}
