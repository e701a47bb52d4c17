import { useId, useState, type FormEvent } from 'react';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import type { Testimonial, TestimonialPermission } from '@maple/shared/schemas/testimonials';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';
import { emptyPermission, PermissionFields, readPermission, type PermissionDraft } from './permission-fields';

type Props = {
  testimonial: Testimonial;
  busy: boolean;
  /** Approves with the permission; rejects with the server's error to show it. */
  onApprove: (permission: TestimonialPermission) => Promise<unknown>;
  onClose: () => void;
};

/** Approving a testimonial whose author's permission is not on record: record it here first (issue 27). */
export function ApproveWithPermissionDialog({ testimonial, busy, onApprove, onClose }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<PermissionDraft>(emptyPermission);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = readPermission(draft, true);
    if (!given.permission) return setError(given.error);
    try {
      await onApprove(given.permission);
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : m.updateFailed);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{fillMessage(m.permission.approveTitle, { name: testimonial.clientName })}</DialogTitle>
        <DialogDescription>{m.permission.approveDescription}</DialogDescription>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <PermissionFields idPrefix={id} value={draft} onChange={setDraft} error={error} />
          <DialogFormActions cancelLabel={m.cancel} onCancel={onClose} busy={busy} busyLabel={m.saving} submitSize="default">
            {m.permission.approveWithPermission}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
