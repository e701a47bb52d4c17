import type { ReactNode } from 'react';

/** The portal's page: the brokerage's name, one column sized for a phone first. */
export function PortalFrame({ siteName, action, children }: { siteName: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold text-primary">{siteName}</p>
          {action}
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6">{children}</main>
    </div>
  );
}

export function PortalCard({ title, children, headingLevel = 2 }: { title: string; children: ReactNode; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm">
      <Heading className={headingLevel === 1 ? 'text-xl font-semibold' : 'text-base font-semibold'}>{title}</Heading>
      {children}
    </section>
  );
}
