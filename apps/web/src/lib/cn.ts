import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its lookup tables on its first call (about 5 ms here, 20–30 ms at
// Lighthouse's 4× slowdown), which would lengthen whichever hydration slice first calls cn. In the
// browser they are built in a task of their own as soon as this module loads: the page hydrates
// after the code of its route has loaded (main.tsx), so they are ready by then (decision 052).
if (typeof window !== 'undefined') setTimeout(() => twMerge(''), 0);
