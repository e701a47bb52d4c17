import { navMessages } from '@maple/shared/messages/nav';

export interface InternalLink {
  kind: 'internal';
  label: string;
  to: string;
}

export interface ExternalLink {
  kind: 'external';
  label: string;
  href: string;
}

export type MenuLink = InternalLink | ExternalLink;

export type NavEntry = InternalLink | { kind: 'menu'; label: string; items: MenuLink[] };

const nav = navMessages;

/** The header's items (public-site §2, Header), in display order. */
export function navEntries(newsletterSignupUrl: string | undefined): NavEntry[] {
  const resources: MenuLink[] = [
    { kind: 'internal', label: nav.findBroker, to: '/find-broker' },
    { kind: 'internal', label: nav.whyBroker, to: '/why-broker' },
    { kind: 'internal', label: nav.mobileApp, to: '/app' },
    { kind: 'internal', label: nav.blog, to: '/blog' },
    { kind: 'internal', label: nav.mortgageNews, to: '/mortgage-news' },
  ];
  if (newsletterSignupUrl) {
    resources.push({ kind: 'external', label: nav.newsletterSignup, href: newsletterSignupUrl });
  }

  return [
    { kind: 'internal', label: nav.home, to: '/' },
    { kind: 'internal', label: nav.about, to: '/about' },
    {
      kind: 'menu',
      label: nav.mortgages,
      items: [
        { kind: 'internal', label: nav.applications, to: '/applications' },
        { kind: 'internal', label: nav.products, to: '/products' },
        { kind: 'internal', label: nav.calculators, to: '/calculators' },
        { kind: 'internal', label: nav.mortgageOptions, to: '/mortgage-options' },
        { kind: 'internal', label: nav.services, to: '/services' },
      ],
    },
    { kind: 'internal', label: nav.rates, to: '/rates' },
    { kind: 'menu', label: nav.resources, items: resources },
    {
      kind: 'menu',
      label: nav.contactMenu,
      items: [
        { kind: 'internal', label: nav.contact, to: '/contact' },
        { kind: 'internal', label: nav.becomeBroker, to: '/become-broker' },
        { kind: 'internal', label: nav.newsletter, to: '/newsletter' },
      ],
    },
  ];
}

/** Whether a nav link points at the page being shown (a section counts for its sub-pages). */
export function isCurrent(to: string, pathname: string): boolean {
  const path = to.split('?')[0] ?? to;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
