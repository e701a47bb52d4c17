import type { ReactNode } from 'react';

/** The top of a content page: its h1 and a lead paragraph. */
export function PageHeader({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <header className="flex max-w-3xl flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{children}</p>
    </header>
  );
}
