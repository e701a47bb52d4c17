import { LoaderCircle } from 'lucide-react';
import { shellMessages } from '@maple/shared/messages/shell';
import { cn } from '@/lib/cn';

/** A centred spinner with a visible 'Loading...' label, announced politely to screen readers. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[50vh] flex-col items-center justify-center gap-3', className)}>
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">{shellMessages.loading}</span>
    </div>
  );
}
