import type { ReactNode } from 'react';

/** One card of a grid of selling points (a list item): an icon in a tile, a title and a line of text. */
export function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm sm:p-6">
      <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-maple-50 text-maple-700 [&_svg]:size-6">
        {icon}
      </span>
      <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      <p className="text-muted-foreground">{children}</p>
    </li>
  );
}
