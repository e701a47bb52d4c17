import type { ReactNode } from 'react';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** aria-invalid and aria-describedby for a control whose hint and error sit below it (ids `${id}-hint`, `${id}-error`). */
export function fieldAria(id: string, options: { hint?: boolean; error?: boolean }) {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': options.error ? (true as const) : undefined,
  };
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Adds a quiet '(optional)' after the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error, stacked. Give the control `id` and `fieldAria(id, …)`. */
export function FormField({ id, label, optional = false, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> ({leadFormsMessages.optional})</span> : null}
      </Label>
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
