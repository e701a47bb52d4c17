import { useState } from 'react';
import { ExternalLink, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { blogMessages as m } from '@maple/shared/messages/blog';
import type { BlogPost } from '@maple/shared/schemas/blog';
import { ListManager } from '@/components/list-manager';
import { useListPage } from '@/components/use-list-page';
import { MissingFrenchBadge } from '@/components/bilingual-columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { fillMessage } from '@/lib/message-template';
import { managedBlogPageSize, useDeleteBlogPost, useManagedBlogPosts, useSetBlogPublication, type BlogAudience } from '../api/manage-blog-posts';
import { BlogPostDialog, type AuthorOption } from './blog-post-dialog';

type Editing = { post: BlogPost | null } | null;

/**
 * The console's Blog tab (every post; publish, unpublish) and the dashboard's Blog Posts tab (own
 * posts): a list paged by the server (page and search in the URL) with each post's status, a
 * create/edit dialog and a confirmed delete.
 */
export function BlogPostsManager({ audience, authorOptions }: { audience: BlogAudience; authorOptions?: AuthorOption[] }) {
  const paging = useListPage();
  const posts = useManagedBlogPosts(audience, paging.page, paging.q);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteBlogPost();
  const publication = useSetBlogPublication();
  const admin = audience === 'admin';

  const togglePublished = (post: BlogPost) =>
    publication.mutate(
      { id: post.id, isPublished: !post.isPublished },
      {
        onSuccess: (saved) => toast.success(saved.isPublished ? m.published : m.unpublished),
        onError: (error) => toast.error(m.updateFailed, { description: error.message }),
      },
    );

  return (
    <ListManager
      query={posts}
      paging={{ state: paging, pageSize: managedBlogPageSize, messages: m }}
      messages={{ ...m, loading: m.listLoading, empty: m.listEmpty }}
      remove={(post) => remove.mutateAsync({ audience, id: post.id })}
      removing={remove.isPending}
      deleteDescription={(post) => fillMessage(m.confirmDeleteText, { title: post?.title ?? '' })}
      add={{ label: m.newPost, onClick: () => setEditing({ post: null }) }}
      footer={
        editing ? <BlogPostDialog key={editing.post?.id ?? 'new'} audience={audience} post={editing.post} onClose={() => setEditing(null)} authorOptions={authorOptions} /> : null
      }
    >
      {(items, deleteButton) =>
        items.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-base font-semibold break-words text-navy-900">{post.title}</h2>
                <Badge variant={post.isPublished ? 'success' : 'secondary'}>{post.isPublished ? m.statusPublished : m.statusDraft}</Badge>
                <MissingFrenchBadge missing={post.missingFrench} />
              </div>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {admin ? `${post.authorName ?? m.admin} · ` : null}
                {post.isPublished && post.publishedAt ? `${m.publishedOn} ${formatDate(post.publishedAt)}` : `${m.createdOn} ${formatDate(post.createdAt)}`}
                {' · '}/blog/{post.slug}
              </p>
              {post.excerpt ? <p className="line-clamp-2 text-sm [overflow-wrap:anywhere]">{post.excerpt}</p> : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2" role="group" aria-label={fillMessage(m.actionsFor, { title: post.title })}>
              {post.isPublished ? (
                <Button asChild variant="ghost" size="sm">
                  <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {m.view}
                  </a>
                </Button>
              ) : null}
              <Button variant="outline" size="sm" onClick={() => setEditing({ post })}>
                <Pencil aria-hidden="true" />
                {m.edit}
              </Button>
              {admin ? (
                <Button variant="outline" size="sm" disabled={publication.isPending && publication.variables?.id === post.id} onClick={() => togglePublished(post)}>
                  {post.isPublished ? m.unpublish : m.publish}
                </Button>
              ) : null}
              {deleteButton(post)}
            </div>
          </li>
        ))
      }
    </ListManager>
  );
}
