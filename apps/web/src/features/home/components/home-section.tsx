import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** A home page band: a section named by its h2, with an optional intro and action beside the heading. */
export function HomeSection({
  id,
  title,
  intro,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cx('py-14 sm:py-16', className)}>
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex max-w-2xl flex-col gap-2">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {title}
            </h2>
            {intro ? <p className="text-muted-foreground">{intro}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
