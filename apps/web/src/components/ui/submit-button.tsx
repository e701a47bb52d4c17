import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from './button';

/**
 * A form's large submit button: disabled, and saying so, while the form is being sent (and disabled
 * while `disabled`). Also disabled in a server-rendered page until the app has taken it over: the
 * browser would otherwise send the form itself, as a GET that puts what was typed (a password, a
 * phone number) in the address, its history and the server's logs.
 */
export function SubmitButton({ busy, busyLabel, disabled, children, ...props }: Omit<ComponentProps<typeof Button>, 'type'> & { busy: boolean; busyLabel: string }) {
  const ready = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={busy || disabled || !ready} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
