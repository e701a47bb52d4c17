import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** aria-describedby / aria-invalid for a control with an optional hint and error below it. */
export function describedBy(id: string, options: { hint?: boolean; error?: boolean }) {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': options.error ? (true as const) : undefined,
  };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error, stacked; the control gets its ids from describedBy(). */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An <Input> with a unit drawn inside it ('$' before, '%' after); the unit is not part of the name. */
export function AffixInput({
  prefix,
  suffix,
  className,
  ...props
}: ComponentProps<'input'> & { prefix?: string; suffix?: string }) {
  return (
    <div className="relative">
      {prefix ? (
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
          {prefix}
        </span>
      ) : null}
      <Input className={cn(prefix && 'pl-7', suffix && 'pr-8', className)} {...props} />
      {suffix ? (
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
