import type { ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { buttonVariants } from './ui/button';
import { useReturnFocusOnClose } from './ui/dialog';

type ConfirmDialogProps = {
  /** Open while an action waits for an answer; closing (Cancel, Escape) clears it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the action runs: the confirm button waits, and the dialog stays open until the caller closes it. */
  busy?: boolean;
  /** A delete, a discard or anything else that cannot be undone is red (the default). */
  tone?: 'destructive' | 'default';
  onConfirm: () => void;
  /** What the question needs answered before the action runs (a void's reason), between the text and the buttons. */
  children?: ReactNode;
};

/**
 * The one question the signed-in areas ask before an action (issue 22): every delete (back-office
 * §5), a discard of typed edits, disabling an account. An alert dialog: focus starts on Cancel, so
 * Enter never confirms by accident; it cannot be dismissed by clicking outside; it stays open until
 * the action answers, so a failure can be retried.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, busy = false, tone = 'destructive', onConfirm, children }: ConfirmDialogProps) {
  // Focus goes back to what asked (a row's Delete, the field being edited) when it closes.
  const returnFocus = useReturnFocusOnClose({});
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-xl [overflow-wrap:anywhere] data-[state=open]:animate-fade-in" {...returnFocus}>
          <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={cn(
                tone === 'destructive'
                  ? 'inline-flex h-10 items-center justify-center rounded-md bg-destructive px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-destructive/90'
                  : buttonVariants(),
                'disabled:opacity-60',
              )}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event) => {
                // Stay open until the action answers; the caller closes it.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
