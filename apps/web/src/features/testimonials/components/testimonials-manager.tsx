import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import type { Testimonial } from '@maple/shared/schemas/testimonials';
import { ListError } from '@/components/list-error';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { fillMessage } from '@/lib/message-template';
import { useDeleteTestimonial, useManagedTestimonials, useSaveTestimonial, useSetTestimonialApproval } from '../api/manage-testimonials';
import { TestimonialForm } from './testimonial-form';
import { TestimonialRow } from './testimonial-row';

type TestimonialsManagerProps = {
  /** The signed-in super admin: only the author of an admin testimonial may edit it (§4). */
  userId: string | undefined;
  /** Refreshes other screens that show testimonials (agent profiles). */
  onChanged?: () => void;
};

/** The console's Testimonials tab: approve agents' testimonials, write and edit the brokerage's own, delete. */
export function TestimonialsManager({ userId, onChanged }: TestimonialsManagerProps) {
  const list = useManagedTestimonials('admin');
  const [editing, setEditing] = useState<{ testimonial: Testimonial | null } | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const save = useSaveTestimonial('admin', onChanged);
  const approval = useSetTestimonialApproval(onChanged);
  const remove = useDeleteTestimonial(onChanged);

  const toggle = (t: Testimonial) =>
    approval.mutate(
      { id: t.id, isApproved: !t.isApproved },
      {
        onSuccess: (saved) => toast.success(saved.isApproved ? m.approved : m.unapproved),
        onError: (error) => toast.error(m.updateFailed, { description: error.message }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(m.deleteFailed, { description: error.message }),
    });
  };

  const editingOne = editing?.testimonial ?? null;

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing({ testimonial: null })}>
        <Plus aria-hidden="true" />
        {m.addTestimonial}
      </Button>

      {list.isPending ? (
        <LoadingState label={m.listLoading} />
      ) : list.isError ? (
        <ListError message={m.fetchFailed} retryLabel={m.tryAgain} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{m.listEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={m.listLabel}>
          {list.data.items.map((t) => (
            <TestimonialRow
              key={t.id}
              testimonial={t}
              showOwner
              actions={
                <>
                  {t.adminId === null ? (
                    <Button variant="outline" size="sm" disabled={approval.isPending && approval.variables?.id === t.id} onClick={() => toggle(t)}>
                      {t.isApproved ? m.unapprove : m.approve}
                    </Button>
                  ) : null}
                  {t.adminId !== null && t.adminId === userId ? (
                    <Button variant="outline" size="sm" onClick={() => setEditing({ testimonial: t })}>
                      <Pencil aria-hidden="true" />
                      {m.edit}
                    </Button>
                  ) : null}
                  <Button variant="outline" size="sm" onClick={() => setDeleting(t)}>
                    <Trash2 aria-hidden="true" />
                    {m.delete}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent className="max-w-lg">
          <DialogTitle>{editingOne ? m.editTestimonial : m.addTestimonial}</DialogTitle>
          <DialogDescription>{m.adminHint}</DialogDescription>
          {editing ? (
            <TestimonialForm
              key={editingOne?.id ?? 'new'}
              initial={editingOne ? { clientName: editingOne.clientName, content: editingOne.content, rating: editingOne.rating } : undefined}
              submitLabel={m.save}
              busy={save.isPending}
              onSubmit={(body) =>
                save.mutateAsync(
                  { id: editingOne?.id, body },
                  {
                    onSuccess: () => {
                      toast.success(editingOne ? m.updated : m.added);
                      setEditing(null);
                    },
                    onError: (error) => toast.error(m.saveFailed, { description: error.message }),
                  },
                )
              }
            >
              <Button variant="outline" onClick={() => setEditing(null)}>
                {m.cancel}
              </Button>
            </TestimonialForm>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={m.confirmDeleteTitle}
        description={fillMessage(m.confirmDeleteText, { name: deleting?.clientName ?? '' })}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
