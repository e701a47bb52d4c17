import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinner with a visible label such as 'Loading agents...', announced politely to screen readers. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-48 flex-col items-center justify-center gap-3', className)}>
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
