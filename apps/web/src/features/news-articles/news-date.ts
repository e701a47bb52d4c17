import { pageLanguage } from '@maple/shared/messages/locale';

// Spec §2: 'Jan 5, 2025' ('5 janv. 2025' in French, as Intl's fr-CA writes it). In UTC, so a server
// render and the browser agree.
const shortDate = new Intl.DateTimeFormat(pageLanguage === 'fr' ? 'fr-CA' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatNewsDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : shortDate.format(date);
}
