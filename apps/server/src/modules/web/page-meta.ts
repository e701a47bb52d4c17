import type { Language } from '@maple/shared/i18n/languages';
import { pageHeadMessages } from '@maple/shared/messages/language';
import { pagesMessages } from '@maple/shared/messages/pages';
import { privacyPolicyMessages } from '@maple/shared/messages/privacy-policy';
import { closingCostsMessages } from '@maple/shared/messages/closing-costs';
import { compareMortgagesMessages } from '@maple/shared/messages/compare-mortgages';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { mortgagePenaltyMessages } from '@maple/shared/messages/mortgage-penalty';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import { stressTestMessages } from '@maple/shared/messages/stress-test';
import { inLanguage } from '../../lib/in-language.ts';

import type { JsonLd } from './structured-data.ts';

export type PageMeta = {
  title: string;
  description: string;
  /** The generic description: the brokerage's own default SEO description replaces it when set. */
  isDefaultDescription?: boolean;
  image?: string;
  keywords?: string;
  structuredData?: JsonLd[];
};

type Texts = { p: typeof pagesMessages; h: typeof pageHeadMessages; privacy: typeof privacyPolicyMessages; language: Language };
type Text = (texts: Texts) => string;

/** A calculator page's own title and description (issue 41), from its message module in the page's language. */
const calculator = <M extends object>(messages: M, pick: (m: M) => string): Text => ({ language }) => pick(inLanguage(messages, language));

// Every public route of public-site §2 by its English path, so the server can answer unknown paths
// with a real 404. Titles are the web app's own (pagesMessages), so the tab title does not change
// after load; each is read in the page's language.
const pages: [pattern: RegExp, title: Text, description?: Text][] = [
  [/^\/$/, ({ p }) => p.home],
  [/^\/auth$/, ({ p }) => p.signIn],
  [/^\/auth\/forgot-password$/, ({ p }) => p.forgotPassword],
  [/^\/auth\/reset-password$/, ({ p }) => p.resetPassword],
  [/^\/auth\/confirm-email$/, ({ p }) => p.confirmEmail],
  [/^\/super-admin$/, ({ p }) => p.superAdmin],
  [/^\/agent-dashboard$/, ({ p }) => p.agentDashboard],
  [/^\/account$/, ({ p }) => p.account],
  [/^\/agents?\/[^/]+(\/.*)?$/, ({ p }) => p.agentProfile],
  [/^\/applications$/, ({ p }) => p.applications],
  [/^\/products$/, ({ p }) => p.products],
  [/^\/products\/[^/]+$/, ({ p }) => p.productDetail],
  [/^\/calculators$/, ({ p }) => p.calculators],
  [/^\/mortgage-calculator$/, ({ p }) => p.mortgageCalculator, ({ h }) => h.mortgageCalculatorDescription],
  [/^\/affordability-calculator$/, ({ p }) => p.affordabilityCalculator, ({ h }) => h.affordabilityCalculatorDescription],
  [/^\/prepayment-calculator$/, calculator(prepaymentMessages, (m) => m.title), calculator(prepaymentMessages, (m) => m.metaDescription)],
  [/^\/compare-mortgages$/, calculator(compareMortgagesMessages, (m) => m.title), calculator(compareMortgagesMessages, (m) => m.metaDescription)],
  [/^\/stress-test-calculator$/, calculator(stressTestMessages, (m) => m.title), calculator(stressTestMessages, (m) => m.description)],
  [/^\/mortgage-penalty-calculator$/, calculator(mortgagePenaltyMessages, (m) => m.title), calculator(mortgagePenaltyMessages, (m) => m.description)],
  [/^\/land-transfer-tax-calculator$/, calculator(landTransferTaxMessages, (m) => m.title), calculator(landTransferTaxMessages, (m) => m.description)],
  [/^\/closing-costs-calculator$/, calculator(closingCostsMessages, (m) => m.title), calculator(closingCostsMessages, (m) => m.description)],
  [/^\/mortgage-options$/, ({ p }) => p.mortgageOptions],
  [/^\/services$/, ({ p }) => p.services],
  [/^\/services\/[^/]+$/, ({ p }) => p.serviceDetail],
  [/^\/rates$/, ({ p }) => p.rates, ({ h }) => h.ratesDescription],
  [/^\/why-broker$/, ({ p }) => p.whyBroker],
  [/^\/app$/, ({ p }) => p.mobileApp],
  [/^\/mortgage-news$/, ({ p }) => p.news],
  [/^\/contact$/, ({ p }) => p.contact],
  [/^\/become-broker$/, ({ p }) => p.becomeBroker],
  [/^\/newsletter$/, ({ p }) => p.newsletter],
  [/^\/blog$/, ({ p }) => p.blog],
  [/^\/blog\/[^/]+$/, ({ p }) => p.blogPost],
  [/^\/find-broker$/, ({ p }) => p.findBroker],
  [/^\/about$/, ({ p }) => p.about],
  [/^\/privacy$/, ({ p }) => p.privacy, ({ privacy }) => privacy.description],
  [/^\/admin\/inoreader-callback$/, ({ p }) => p.inoreaderCallback],
];

/**
 * The page's title and description in `language`, or null for a path the site does not have.
 * `path` is the English path (splitLanguage turns /fr/taux into /rates).
 */
export function pageMetaFor(path: string, language: Language = 'en'): PageMeta | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = pages.find(([pattern]) => pattern.test(normalised));
  if (!match) return null;
  const texts: Texts = { p: inLanguage(pagesMessages, language), h: inLanguage(pageHeadMessages, language), privacy: inLanguage(privacyPolicyMessages, language), language };
  const [, title, description] = match;
  return description ? { title: title(texts), description: description(texts) } : { title: title(texts), description: texts.h.defaultDescription, isDefaultDescription: true };
}

/** The 404 page's head in `language`. */
export function notFoundMeta(language: Language): PageMeta {
  const h = inLanguage(pageHeadMessages, language);
  return { title: h.notFoundTitle, description: h.notFoundDescription };
}

/** A page about one database record, whose title and description come from that record. */
export type RecordRef = { kind: 'agent' | 'blog' | 'service' | 'product'; key: string };

const recordPages: [pattern: RegExp, kind: RecordRef['kind']][] = [
  [/^\/agents?\/([^/]+)(?:\/.*)?$/, 'agent'],
  [/^\/blog\/([^/]+)$/, 'blog'],
  [/^\/services\/([^/]+)$/, 'service'],
  [/^\/products\/([^/]+)$/, 'product'],
];

/** Which record a path shows (/agents/sarahchen → agent 'sarahchen'), or null for other pages. */
export function recordRefFor(path: string): RecordRef | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [pattern, kind] of recordPages) {
    const key = pattern.exec(normalised)?.[1];
    if (!key) continue;
    try {
      return { kind, key: decodeURIComponent(key) };
    } catch {
      // A malformed escape such as %E0%A4%A cannot name any record.
      return { kind, key: '' };
    }
  }
  return null;
}
