export type PageMeta = { title: string; description: string; image?: string };

const defaultDescription =
  'Compare today\'s mortgage rates across Canada, use our payment and affordability calculators, and talk to a licensed mortgage agent.';

// Every public route of public-area §2, so the server can answer unknown paths with a real 404.
const pages: [pattern: RegExp, title: string, description?: string][] = [
  [/^\/$/, 'Mortgage Brokers for Every Canadian Home Buyer'],
  [/^\/auth$/, 'Agent Login'],
  [/^\/super-admin$/, 'Super Admin'],
  [/^\/agent-dashboard$/, 'Agent Dashboard'],
  [/^\/agents?\/[^/]+(\/.*)?$/, 'Mortgage Agent Profile'],
  [/^\/applications$/, 'Apply for a Mortgage'],
  [/^\/products$/, 'Mortgage Products'],
  [/^\/products\/[^/]+$/, 'Mortgage Product'],
  [/^\/calculators$/, 'Mortgage Calculators'],
  [/^\/mortgage-calculator$/, 'Mortgage Payment Calculator', 'Work out your mortgage payment with Canadian semi-annual compounding, any payment frequency and a full amortization schedule.'],
  [/^\/affordability-calculator$/, 'Mortgage Affordability Calculator', 'See how much home you can afford using the 32% GDS and 40% TDS rules.'],
  [/^\/mortgage-options$/, 'Your Mortgage Choices'],
  [/^\/services$/, 'Our Mortgage Services'],
  [/^\/services\/[^/]+$/, 'Mortgage Service'],
  [/^\/rates$/, "Today's Mortgage Rates", 'Compare today\'s fixed and variable mortgage rates from Canadian lenders, by province.'],
  [/^\/why-broker$/, 'Why Use a Mortgage Broker'],
  [/^\/app$/, 'Mobile App'],
  [/^\/mortgage-news$/, 'Mortgage News'],
  [/^\/contact$/, 'Contact Us'],
  [/^\/become-broker$/, 'Become a Mortgage Broker'],
  [/^\/newsletter$/, 'Newsletter'],
  [/^\/blog$/, 'Blog'],
  [/^\/blog\/[^/]+$/, 'Blog'],
  [/^\/find-broker$/, 'Find a Mortgage Broker'],
  [/^\/about$/, 'About Us'],
  [/^\/admin\/inoreader-callback$/, 'Connecting news feed'],
];

/** The page's title and description, or null for a path the site does not have. */
export function pageMetaFor(path: string): PageMeta | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = pages.find(([pattern]) => pattern.test(normalised));
  if (!match) return null;
  return { title: match[1], description: match[2] ?? defaultDescription };
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
