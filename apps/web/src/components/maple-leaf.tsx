import type { ComponentProps } from 'react';

/** The brand mark: a maple leaf on a rounded square. Decorative; the name beside it carries the meaning. */
export function MapleLeaf(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" {...props}>
      <rect width="100" height="100" rx="22" fill="var(--color-maple-700)" />
      <path
        fill="#fff"
        d="M50 10l7 13 8-4-3 24 13-12 3 7 13-3-5 15 8 4-21 16 3 9-23-4v22h-6V73l-23 4 3-9-21-16 8-4-5-15 13 3 3-7 13 12-3-24 8 4z"
      />
    </svg>
  );
}
