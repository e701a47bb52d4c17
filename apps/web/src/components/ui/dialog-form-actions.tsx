import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { SubmitButton } from './submit-button';

/**
 * A dialog form's last row: Cancel and the submit button, stacked on a phone with the submit on
 * top (the thumb's reach), side by side at the right from `sm` up.
 */
export function DialogFormActions({
  cancelLabel,
  onCancel,
  busy,
  busyLabel,
  submitSize,
  submitDisabled,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  busy: boolean;
  busyLabel: string;
  submitSize?: ComponentProps<typeof SubmitButton>['size'];
  /** The submit button cannot be pressed yet (besides while busy). */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton busy={busy} busyLabel={busyLabel} size={submitSize} disabled={submitDisabled}>
        {children}
      </SubmitButton>
    </div>
  );
}
