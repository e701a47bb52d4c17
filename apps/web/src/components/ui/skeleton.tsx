import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/**
 * A pulsing placeholder. Corner radius and fill are props, not overriding classes: classes are
 * joined without tailwind-merge (the home page shows skeletons), so a default is replaced, not
 * competed with.
 */
export function Skeleton({
  radius = 'rounded-md',
  fill = 'bg-muted',
  className,
  ...props
}: ComponentProps<'div'> & { radius?: string; fill?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse', radius, fill, className)} {...props} />;
}
