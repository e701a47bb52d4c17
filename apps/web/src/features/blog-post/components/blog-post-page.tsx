import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/lib/localized-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { blogMessages } from '@maple/shared/messages/blog';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { QueryStates } from '@/components/query-states';
import { useBlogPost } from '@/features/blog/api/blog-queries';
import { AuthorBadge } from '@/features/blog/components/author-badge';
import { PostImage } from '@/features/blog/components/post-image';
import { ServedPostBody } from './served-post-body';

const m = blogMessages;

function BackLink() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {m.backToBlog}
    </Link>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const read = useBlogPost(slug);
  const { data: post, error } = read;
  const notFound = isApiError(error) && error.status === 404;

  usePageTitle(post?.title ?? (notFound ? m.notFound : pagesMessages.blogPost));

  useEffect(() => {
    if (error && !notFound) toast.error(m.loadFailed, { id: 'blog-post-failed' });
  }, [error, notFound]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink />
      <QueryStates
        query={read}
        messages={{ loading: shellMessages.loading }}
        className="min-h-[70vh]"
        failed={
          <div className="flex flex-col items-start gap-4 py-10">
            <h1 className="text-2xl font-bold tracking-tight text-navy-900">{notFound ? m.notFound : m.loadFailed}</h1>
            <BackLink />
          </div>
        }
      >
        {(shown) => <BlogPost post={shown} />}
      </QueryStates>
    </div>
  );
}

function BlogPost({ post }: { post: PublicBlogPost }) {
  return (
    <article className="flex flex-col gap-6">
      {post.featuredImageUrl ? <PostImage src={post.featuredImageUrl} eager sizes="(min-width: 768px) 768px, 100vw" className="rounded-lg" /> : null}
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <AuthorBadge author={post.author} />
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
        </div>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">{post.title}</h1>
        {post.excerpt ? <p className="text-lg text-muted-foreground italic">{post.excerpt}</p> : null}
      </header>
      <ServedPostBody postId={post.id} source={post.content} />
    </article>
  );
}
