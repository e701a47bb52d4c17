import type { ComponentProps } from 'react';
import { Button } from './button';

/** A form's large submit button: disabled, and saying so, while the form is being sent (and disabled while `disabled`). */
export function SubmitButton({ busy, busyLabel, disabled, children, ...props }: Omit<ComponentProps<typeof Button>, 'type'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
