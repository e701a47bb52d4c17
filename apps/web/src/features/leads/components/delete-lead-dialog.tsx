import { toast } from 'sonner';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { Lead } from '@maple/shared/schemas/leads';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteLead } from '../api/lead-queries';

const m = leadManagementMessages;

/** Asks before a lead is deleted (signed-in-areas §5); console only. */
export function DeleteLeadDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const remove = useDeleteLead();
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent role="alertdialog">
        <DialogTitle>{m.confirmDeleteTitle}</DialogTitle>
        <DialogDescription>{lead ? m.confirmDeleteBody(lead.clientName) : null}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{m.cancel}</Button>
          </DialogClose>
          <button
            type="button"
            disabled={remove.isPending}
            className={cn(buttonVariants(), 'bg-destructive hover:bg-red-800')}
            onClick={() =>
              lead &&
              remove.mutate(lead.id, {
                onSuccess: () => {
                  toast.success(m.deleted);
                  onClose();
                },
                // A lead with client identification records is kept (409): the server says why.
                onError: (error) => toast.error(isApiError(error) && error.status === 409 ? error.message : m.deleteFailed),
              })
            }
          >
            {remove.isPending ? m.deleting : m.confirmDelete}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
