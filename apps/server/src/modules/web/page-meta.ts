import { compareMortgagesMessages } from '@maple/shared/messages/compare-mortgages';
import { closingCostsMessages } from '@maple/shared/messages/closing-costs';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { pagesMessages } from '@maple/shared/messages/pages';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import { privacyPolicyMessages } from '@maple/shared/messages/privacy-policy';
import { mortgagePenaltyMessages } from '@maple/shared/messages/mortgage-penalty';
import { stressTestMessages } from '@maple/shared/messages/stress-test';

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

const defaultDescription =
  'Compare today\'s mortgage rates across Canada, use our payment and affordability calculators, and talk to a licensed mortgage agent.';

// Every public route of public-site §2, so the server can answer unknown paths with a real 404.
// Titles are the web app's own (pagesMessages), so the tab title does not change after load.
const p = pagesMessages;
const pages: [pattern: RegExp, title: string, description?: string][] = [
  [/^\/$/, p.home],
  [/^\/auth$/, p.signIn],
  [/^\/auth\/forgot-password$/, p.forgotPassword],
  [/^\/auth\/reset-password$/, p.resetPassword],
  [/^\/auth\/confirm-email$/, p.confirmEmail],
  [/^\/super-admin$/, p.superAdmin],
  [/^\/agent-dashboard$/, p.agentDashboard],
  [/^\/account$/, p.account],
  [/^\/agents?\/[^/]+(\/.*)?$/, p.agentProfile],
  [/^\/applications$/, p.applications],
  [/^\/products$/, p.products],
  [/^\/products\/[^/]+$/, p.productDetail],
  [/^\/calculators$/, p.calculators],
  [/^\/mortgage-calculator$/, p.mortgageCalculator, 'Work out your mortgage payment with Canadian semi-annual compounding, any payment frequency and a full amortization schedule.'],
  [/^\/affordability-calculator$/, p.affordabilityCalculator, 'See how much home you can afford using the 32% GDS and 40% TDS rules.'],
  [/^\/prepayment-calculator$/, prepaymentMessages.title, prepaymentMessages.metaDescription],
  [/^\/compare-mortgages$/, compareMortgagesMessages.title, compareMortgagesMessages.metaDescription],
  [/^\/stress-test-calculator$/, stressTestMessages.title, stressTestMessages.description],
  [/^\/mortgage-penalty-calculator$/, mortgagePenaltyMessages.title, mortgagePenaltyMessages.description],
  [/^\/land-transfer-tax-calculator$/, landTransferTaxMessages.title, landTransferTaxMessages.description],
  [/^\/closing-costs-calculator$/, closingCostsMessages.title, closingCostsMessages.description],
  [/^\/mortgage-options$/, p.mortgageOptions],
  [/^\/services$/, p.services],
  [/^\/services\/[^/]+$/, p.serviceDetail],
  [/^\/rates$/, p.rates, 'Compare today\'s fixed and variable mortgage rates from Canadian lenders, by province.'],
  [/^\/why-broker$/, p.whyBroker],
  [/^\/app$/, p.mobileApp],
  [/^\/mortgage-news$/, p.news],
  [/^\/contact$/, p.contact],
  [/^\/become-broker$/, p.becomeBroker],
  [/^\/newsletter$/, p.newsletter],
  [/^\/blog$/, p.blog],
  [/^\/blog\/[^/]+$/, p.blogPost],
  [/^\/find-broker$/, p.findBroker],
  [/^\/about$/, p.about],
  [/^\/privacy$/, p.privacy, privacyPolicyMessages.description],
  [/^\/admin\/inoreader-callback$/, p.inoreaderCallback],
];

/** The page's title and description, or null for a path the site does not have. */
export function pageMetaFor(path: string): PageMeta | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = pages.find(([pattern]) => pattern.test(normalised));
  if (!match) return null;
  return match[2] ? { title: match[1], description: match[2] } : { title: match[1], description: defaultDescription, isDefaultDescription: true };
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
