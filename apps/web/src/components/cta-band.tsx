import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CtaBandProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Navy with white text (default), or the pale navy tint. */
  tone?: 'dark' | 'light';
  /** The action(s) beside the text: a button or a few. */
  children: ReactNode;
}

/** The closing call to action of a content page: a heading, a line of text and its action(s). */
export function CtaBand({ id, title, text, tone = 'dark', children }: CtaBandProps) {
  const dark = tone === 'dark';
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col items-start gap-4 rounded-lg p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8',
        dark ? 'bg-navy-900 text-white' : 'bg-navy-50',
      )}
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={id} className={cn('text-2xl font-semibold tracking-tight', !dark && 'text-navy-900')}>
          {title}
        </h2>
        <p className={dark ? 'text-navy-100' : 'text-muted-foreground'}>{text}</p>
      </div>
      {children}
    </section>
  );
}
