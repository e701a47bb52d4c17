import { blogMessages } from '@maple/shared/messages/blog';
import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/page-header';
import { useBlogPosts } from '@/features/blog/api/blog-queries';
import { BlogCard } from '@/features/blog/components/blog-card';

const m = blogMessages;

export function BlogPage() {
  usePageTitle(pagesMessages.blog);
  const { data: posts, isPending } = useBlogPosts();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHeader title={pagesMessages.blog}>{m.intro}</PageHeader>
      {isPending ? (
        <LoadingState className="min-h-[70vh]" label={m.loading} />
      ) : !posts?.length ? (
        // A failed list request lands here as well, like the spec's other public lists.
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{m.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, i) => (
            <li key={post.id}>
              <BlogCard post={post} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
