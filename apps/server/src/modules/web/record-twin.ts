import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { englishSlugFor, frenchSlugFor } from '../blog/blog.service.ts';
import { findProduct } from '../products/products.service.ts';
import { findService } from '../services/services.service.ts';
import type { RecordRef } from './page-meta.ts';

/**
 * The English path of each language's page of a record the page in `language` shows, for its
 * hreflang links; null when the record has no page in the other language (a post, service or
 * product without its French text, decision 069), so no link points at a 404. A post's two pages
 * have two slugs: /blog/<english> pairs with /fr/blogue/<french>, not with /fr/blogue/<english>.
 * Asked only of a record the page found; the paths are English ones, localizePath gives the French.
 */
export async function recordTwinPaths(db: Db, ref: RecordRef, englishPath: string, language: Language): Promise<Record<Language, string> | null> {
  switch (ref.kind) {
    case 'blog': {
      const [english, french] = language === 'fr' ? [await englishSlugFor(db, ref.key), ref.key] : [ref.key, await frenchSlugFor(db, ref.key)];
      const path = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
      return english && french ? { en: path(english), fr: path(french) } : null;
    }
    case 'service':
    case 'product': {
      // Every record has its English text; its French page exists only with its French text.
      const hasFrench = language === 'fr' || (ref.kind === 'service' ? await findService(db, ref.key, 'fr') : await findProduct(db, ref.key, 'fr')) !== null;
      return hasFrench ? { en: englishPath, fr: englishPath } : null;
    }
    case 'agent':
      // An agent's page is the same in both languages (decision 067).
      return { en: englishPath, fr: englishPath };
  }
}
