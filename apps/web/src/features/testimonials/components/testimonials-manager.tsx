import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import type { Testimonial } from '@maple/shared/schemas/testimonials';
import { ListManager } from '@/components/list-manager';
import { useListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/lib/message-template';
import { managedTestimonialPageSize, useDeleteTestimonial, useManagedTestimonials, useSetTestimonialApproval } from '../api/manage-testimonials';
import { ApproveWithPermissionDialog } from './approve-with-permission-dialog';
import { TestimonialDialog } from './testimonial-dialog';
import { TestimonialRow } from './testimonial-row';

type TestimonialsManagerProps = {
  /** The signed-in super admin: only the author of an admin testimonial may edit it (§4). */
  userId: string | undefined;
  /** Refreshes other screens that show testimonials (agent profiles). */
  onChanged?: () => void;
};

/** The console's Testimonials tab: approve agents' testimonials, write and edit the brokerage's own, delete. */
export function TestimonialsManager({ userId, onChanged }: TestimonialsManagerProps) {
  const paging = useListPage();
  const list = useManagedTestimonials('admin', paging.page, paging.q);
  const [editing, setEditing] = useState<{ testimonial: Testimonial | null } | null>(null);
  const approval = useSetTestimonialApproval(onChanged);
  const remove = useDeleteTestimonial(onChanged);
  // A testimonial without its author's permission on record is approved through a dialog that records it (issue 27).
  const [approving, setApproving] = useState<Testimonial | null>(null);

  const toggle = (t: Testimonial) => {
    if (!t.isApproved && !t.permission) return setApproving(t);
    approval.mutate(
      { id: t.id, isApproved: !t.isApproved },
      {
        onSuccess: (saved) => toast.success(saved.isApproved ? m.approved : m.unapproved),
        onError: (error) => toast.error(m.updateFailed, { description: error.message }),
      },
    );
  };

  return (
    <ListManager
      query={list}
      paging={{ state: paging, pageSize: managedTestimonialPageSize, messages: m }}
      messages={{ ...m, loading: m.listLoading, empty: m.listEmpty }}
      remove={(t) => remove.mutateAsync(t.id)}
      removing={remove.isPending}
      deleteDescription={(t) => fillMessage(m.confirmDeleteText, { name: t?.clientName ?? '' })}
      add={{ label: m.addTestimonial, onClick: () => setEditing({ testimonial: null }) }}
      footer={
        <>
          {approving ? <ApproveWithPermissionDialog testimonial={approving} onClose={() => setApproving(null)} onChanged={onChanged} /> : null}
          {editing ? <TestimonialDialog key={editing.testimonial?.id ?? 'new'} testimonial={editing.testimonial} onClose={() => setEditing(null)} onChanged={onChanged} /> : null}
        </>
      }
    >
      {(items, deleteButton) =>
        items.map((t) => (
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
                {deleteButton(t)}
              </>
            }
          />
        ))
      }
    </ListManager>
  );
}
