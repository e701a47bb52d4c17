import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { blogMessages } from '@maple/shared/messages/blog';
import { pagesMessages } from '@maple/shared/messages/pages';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { ListPager, ListSummary } from '@/components/list-pager';
import { listPageFromParams, useShownPage } from '@/components/use-list-page';
import { QueryStates } from '@/components/query-states';
import { PageHeader } from '@/components/page-header';
import { blogPageSize, useBlogPosts } from '@/features/blog/api/blog-queries';
import { BlogCard } from '@/features/blog/components/blog-card';

const m = blogMessages;

const empty = <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{m.empty}</p>;

/** `/blog?page=2` for page 2; page 1 is plain `/blog`, the address search engines already know. */
const blogPageHref = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

/** The public blog, nine posts a page; the pager's links are real addresses, so every post can be crawled. */
export function BlogPage() {
  usePageTitle(pagesMessages.blog);
  const [params] = useSearchParams();
  const { page } = listPageFromParams(params);
  const list = useBlogPosts(page);
  const shownPage = useShownPage(page, list);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHeader title={pagesMessages.blog}>{m.intro}</PageHeader>
      {/* A failed list request says the list is empty, like the spec's other public lists. */}
      <QueryStates query={list} messages={{ loading: m.loading }} className="min-h-[70vh]" failed={empty}>
        {({ items: posts, total }) =>
          posts.length === 0 && total ? (
            // An old link past the last page (posts were removed since).
            <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
              {m.pastLastPage}{' '}
              <Link className="text-primary underline" to="/blog">
                {m.newestPosts}
              </Link>
            </p>
          ) : posts.length === 0 ? (
            empty
          ) : (
            <>
              <ListSummary page={shownPage} pageSize={blogPageSize} total={total} />
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post, i) => (
                  <li key={post.id}>
                    <BlogCard post={post} eager={i < 3} />
                  </li>
                ))}
              </ul>
              <ListPager page={page} pageSize={blogPageSize} total={total ?? 0} label={m.pagination} hrefFor={blogPageHref} />
            </>
          )
        }
      </QueryStates>
    </div>
  );
}
