/** Profile slug rule (back-office §5): lowercase, keep only a-z and 0-9. */
export function toProfileSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Blog slug rule: lowercase, non-alphanumerics to hyphens, trimmed of hyphens. */
export function toBlogSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
