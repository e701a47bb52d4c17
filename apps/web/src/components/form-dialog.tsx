import type { FormEvent, ReactNode } from 'react';
import { formMessages } from '@maple/shared/messages/forms';
import { useDialogGuard } from './unsaved-changes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { DialogFormActions } from './ui/dialog-form-actions';

/** What the dialog needs of its form: `useServerForm`'s answer has it all. */
type Sending = { dirty: boolean; busy: boolean; onSubmit: (event: FormEvent) => void };

type FormDialogProps = (
  | { /** The dialog's `useServerForm`. */ form: Sending; dirty?: never; busy?: never; onSubmit?: never }
  | ({ form?: never } & Sending)
) & {
  title: string;
  description?: ReactNode;
  /** Render it only while open (each opening then starts from its record); `open` is for a dialog kept mounted. */
  open?: boolean;
  onClose: () => void;
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** The submit button waits (a preview that found nothing to save); the fields and Cancel stay usable. */
  submitDisabled?: boolean;
  /** The width (`max-w-2xl`); narrow by default. */
  className?: string;
  /** Where focus goes once it closes, for a dialog opened by something other than a Radix trigger (a row's button). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/**
 * The one create/edit dialog of the signed-in areas (issue 22): a title, the fields, then Cancel and
 * the submit button. Focus stays inside while it is open and returns to what opened it; closing
 * with unsaved edits asks first; a failed save leaves it open with what was typed.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, description, open = true, onClose, submitLabel = formMessages.save, busyLabel = formMessages.saving, cancelLabel = formMessages.cancel, submitDisabled, className, onCloseAutoFocus, children } = props;
  // Typed edits not saved yet: Escape, the close button, a click outside and Cancel ask before throwing them away.
  const { dirty, busy, onSubmit } = props.form ?? (props as Sending);
  const guard = useDialogGuard(onClose, open && dirty);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && guard.requestClose()}>
      {guard.confirm}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-4">
          {children}
          <DialogFormActions cancelLabel={cancelLabel} onCancel={guard.requestClose} busy={busy} busyLabel={busyLabel} submitDisabled={submitDisabled}>
            {submitLabel}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
