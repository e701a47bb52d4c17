import { useState } from 'react';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { blogMessages as m } from '@maple/shared/messages/blog';
import type { BlogPost } from '@maple/shared/schemas/blog';
import { ListError } from '@/components/list-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { formatDate } from '@/lib/format';
import { fillMessage } from '@/lib/message-template';
import { useDeleteBlogPost, useManagedBlogPosts, useSetBlogPublication, type BlogAudience } from '../api/manage-blog-posts';
import { BlogPostDialog, type AuthorOption } from './blog-post-dialog';

type Editing = { post: BlogPost | null } | null;

/**
 * The console's Blog tab (every post; publish, unpublish) and the dashboard's Blog Posts tab (own
 * posts): a list with each post's status, a create/edit dialog and a confirmed delete.
 */
export function BlogPostsManager({ audience, authorOptions }: { audience: BlogAudience; authorOptions?: AuthorOption[] }) {
  const posts = useManagedBlogPosts(audience);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
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

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { audience, id: deleting.id },
      {
        onSuccess: () => {
          toast.success(m.deleted);
          setDeleting(null);
        },
        onError: (error) => toast.error(m.deleteFailed, { description: error.message }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing({ post: null })}>
        <Plus aria-hidden="true" />
        {m.newPost}
      </Button>

      {posts.isPending ? (
        <LoadingState label={m.listLoading} />
      ) : posts.isError ? (
        <ListError message={m.fetchFailed} retryLabel={m.tryAgain} onRetry={() => void posts.refetch()} />
      ) : posts.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.listEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={m.listLabel}>
          {posts.data.items.map((post) => (
            <li key={post.id} className="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold break-words text-navy-900">{post.title}</h2>
                  <Badge variant={post.isPublished ? 'success' : 'secondary'}>{post.isPublished ? m.statusPublished : m.statusDraft}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {admin ? `${post.authorName ?? m.admin} · ` : null}
                  {post.isPublished && post.publishedAt ? `${m.publishedOn} ${formatDate(post.publishedAt)}` : `${m.createdOn} ${formatDate(post.createdAt)}`}
                  {' · '}/blog/{post.slug}
                </p>
                {post.excerpt ? <p className="line-clamp-2 text-sm">{post.excerpt}</p> : null}
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
                <Button variant="outline" size="sm" onClick={() => setDeleting(post)}>
                  <Trash2 aria-hidden="true" />
                  {m.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <BlogPostDialog
        audience={audience}
        post={editing?.post ?? null}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        authorOptions={authorOptions}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={m.confirmDeleteTitle}
        description={fillMessage(m.confirmDeleteText, { title: deleting?.title ?? '' })}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
