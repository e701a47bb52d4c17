import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without resolving Tailwind conflicts. The home page's components use this
 * instead of `cn` so tailwind-merge (about 8 KB gzipped) stays out of the first download; a
 * component that uses `cx` must not receive a class that competes with one of its own (pass a
 * variant or a prop instead), because with plain joining the stylesheet's order decides.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
