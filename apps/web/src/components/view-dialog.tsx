import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

type ViewDialogProps = {
  title: string;
  /** Under the title; without it, `describedBy` names what describes the dialog, or nothing does. */
  description?: ReactNode;
  describedBy?: string;
  onClose: () => void;
  /** The close button's accessible name; the shell's "Close" by default. */
  closeLabel?: string;
  /** The width (`max-w-2xl`); narrow by default. */
  className?: string;
  /** Where focus goes once it closes, for a dialog opened by something other than a Radix trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** A click beside it does not close it (what it shows cannot be shown again); Escape and the close button still do. */
  keepOnOutsideClick?: boolean;
  children: ReactNode;
};

/**
 * The kit's dialog that shows something and sends nothing (a rate's history, a secret shown once):
 * a title, what it shows, and the close button. A dialog with a form is a `FormDialog`; a question
 * before an action is a `ConfirmDialog`. Render it only while open.
 */
export function ViewDialog({ title, description, describedBy, onClose, closeLabel, className, onCloseAutoFocus, keepOnOutsideClick, children }: ViewDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={className}
        closeLabel={closeLabel}
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={keepOnOutsideClick ? (event) => event.preventDefault() : undefined}
        // Radix links the description itself; an explicit undefined says nothing describes it.
        {...(description ? {} : { 'aria-describedby': describedBy })}
      >
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
