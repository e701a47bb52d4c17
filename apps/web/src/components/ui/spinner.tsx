import { LoaderCircle } from 'lucide-react';
import { shellMessages } from '@maple/shared/messages/shell';
import { cx } from '@/lib/cx';

/**
 * A centred spinner with a visible 'Loading...' label, announced politely to screen readers.
 * `minHeight` replaces the default height (a class such as `min-h-48`); classes are joined, not
 * merged, so the default is left out rather than overridden.
 */
export function PageSpinner({ minHeight = 'min-h-[50vh]' }: { minHeight?: string }) {
  return (
    <div role="status" className={cx('flex flex-col items-center justify-center gap-3', minHeight)}>
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">{shellMessages.loading}</span>
    </div>
  );
}
