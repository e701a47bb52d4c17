import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A band of the profile page, named by its h2. `headingFocusable` lets a button move focus to it. */
export function ProfileSection({
  id,
  title,
  intro,
  children,
  className,
  headingFocusable = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  headingFocusable?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-24 py-10 sm:py-12', className)}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mb-6 flex max-w-3xl flex-col gap-2">
          <h2
            id={`${id}-title`}
            tabIndex={headingFocusable ? -1 : undefined}
            className="text-2xl font-bold tracking-tight text-navy-900 outline-none sm:text-3xl"
          >
            {title}
          </h2>
          {intro ? <p className="text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
