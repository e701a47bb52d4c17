import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ReportSectionProps = {
  /** The heading's id, which names the section (and any list in it) for screen readers. */
  id: string;
  title: string;
  /** h2 under the console page's h1, h3 under the dashboard tab's h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
};

/** One card of an analytics report: a section named by its heading. */
export function ReportSection({ id, title, headingLevel: Heading = 'h3', className, children }: ReportSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-2 rounded-lg border bg-background p-4 shadow-sm', className)}>
      <Heading id={id} className="text-base font-semibold text-navy-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
