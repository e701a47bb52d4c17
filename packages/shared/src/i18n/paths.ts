import type { Language } from './languages.ts';

/**
 * The French site's addresses (decision 066): `/fr/` and a French segment for each public page.
 * Keys are English paths without the leading slash; a key matches a whole path or the start of one
 * up to a `/`, so `agents/{slug}` becomes `courtiers/{slug}` and a slug is never translated. A path
 * not listed here (the back office, the API, files) is the same in both languages, without `/fr`.
 */
export const frenchPaths: Readonly<Record<string, string>> = {
  about: 'a-propos',
  'affordability-calculator': 'calculatrice-capacite-emprunt',
  agent: 'courtier',
  agents: 'courtiers',
  app: 'application-mobile',
  applications: 'demande',
  auth: 'connexion',
  'auth/confirm-email': 'connexion/confirmer-courriel',
  'auth/forgot-password': 'connexion/mot-de-passe-oublie',
  'auth/reset-password': 'connexion/nouveau-mot-de-passe',
  'become-broker': 'devenir-courtier',
  blog: 'blogue',
  calculators: 'calculatrices',
  'compare-mortgages': 'comparer-hypotheques',
  'closing-costs-calculator': 'calculatrice-frais-de-cloture',
  contact: 'nous-joindre',
  'find-broker': 'trouver-un-courtier',
  'land-transfer-tax-calculator': 'calculatrice-droits-de-mutation',
  'mortgage-calculator': 'calculatrice-hypothecaire',
  'mortgage-news': 'actualites-hypothecaires',
  'mortgage-penalty-calculator': 'calculatrice-penalite-hypothecaire',
  'mortgage-options': 'options-hypothecaires',
  newsletter: 'infolettre',
  // The borrower's portal (decision 094): not a public page for crawlers, but a client's, in their language.
  portal: 'portail',
  'prepayment-calculator': 'calculatrice-remboursement-anticipe',
  privacy: 'confidentialite',
  products: 'produits',
  rates: 'taux',
  services: 'services',
  'stress-test-calculator': 'calculatrice-test-de-resistance',
  'why-broker': 'pourquoi-un-courtier',
};

export const frenchPrefix = '/fr';

const englishPaths: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(frenchPaths).map(([en, fr]) => [fr, en]));

/** The longest key of `table` that is `path` or starts it at a segment boundary, with what follows. */
function translate(path: string, table: Readonly<Record<string, string>>): string | null {
  let best: string | null = null;
  for (const key of Object.keys(table)) {
    if ((path === key || path.startsWith(key + '/')) && (!best || key.length > best.length)) best = key;
  }
  return best === null ? null : table[best] + path.slice(best.length);
}

function splitSuffix(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/**
 * The address of an English page in `language`: '/rates?province=QC' → '/fr/taux?province=QC'.
 * The home page is '/fr'. An address that is not a public page (no table entry, or not starting
 * with '/') is returned unchanged, so a link to the back office or a file never gains `/fr`.
 */
export function localizePath(href: string, language: Language): string {
  if (language === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path, suffix] = splitSuffix(href);
  const bare = path.replace(/^\/+|\/+$/g, '');
  if (bare === '') return frenchPrefix + suffix;
  if (bare === 'fr' || bare.startsWith('fr/')) return href;
  const french = translate(bare, frenchPaths);
  return french === null ? href : `${frenchPrefix}/${french}${suffix}`;
}

/**
 * Which language an address is in and its English twin: '/fr/taux' → { fr, '/rates' }. A `/fr/`
 * address with no English twin keeps its French path (the French 404 answers it).
 */
export function splitLanguage(href: string): { language: Language; englishPath: string } {
  const [path, suffix] = splitSuffix(href);
  if (path !== frenchPrefix && !path.startsWith(frenchPrefix + '/')) return { language: 'en', englishPath: href };
  const bare = path.slice(frenchPrefix.length).replace(/^\/+|\/+$/g, '');
  if (bare === '') return { language: 'fr', englishPath: '/' + suffix };
  const english = translate(bare, englishPaths);
  return { language: 'fr', englishPath: english === null ? path + suffix : `/${english}${suffix}` };
}

/** The same page in the other language (the switcher's link and the hreflang pair). */
export function pathIn(href: string, language: Language): string {
  return localizePath(splitLanguage(href).englishPath, language);
}
