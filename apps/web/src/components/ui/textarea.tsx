import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line <Input>: same border, focus and invalid styles. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
