import type { Language } from '@maple/shared/i18n/languages';
import { localizePath } from '@maple/shared/i18n/paths';
import { pageHeadMessages } from '@maple/shared/messages/language';
import { licensingMessages } from '@maple/shared/messages/licensing';
import { inLanguage } from '../../lib/in-language.ts';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import type { SiteSettings } from '@maple/shared/schemas/site';

/** One schema.org node, as search engines read it from a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** Drops empty values so a node never claims a blank phone or address. */
function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));
}

const absolute = (url: string, publicUrl: string) => (url.startsWith('/') && !url.startsWith('//') ? publicUrl + url : url);

/** The brokerage as a schema.org FinancialService (a kind of Organization); null before it has a name. */
export function brokerageJsonLd(site: SiteSettings, publicUrl: string, language: Language = 'en'): JsonLd | null {
  const name = site.teamName || site.legalName;
  if (!name) return null;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${publicUrl}/#organization`,
    name,
    legalName: site.legalName,
    // One organization (@id) in both languages; its address is the home page in the page's language.
    url: publicUrl + localizePath('/', language),
    description: site.defaultSeoDescription,
    telephone: site.phone,
    address: site.officeAddress ? { '@type': 'PostalAddress', streetAddress: site.officeAddress, addressCountry: 'CA' } : undefined,
    image: site.shareImageUrl ? absolute(site.shareImageUrl, publicUrl) : undefined,
    sameAs: Object.values(site.socialLinks).filter(Boolean),
  });
}

/** The agent's licence class in `language`, else their own title, else "Mortgage Agent" in `language`. */
export function agentRole(agent: Pick<PublicAgentProfile, 'licence' | 'contactDetails'>, language: Language): string {
  return agent.licence ? inLanguage(licensingMessages, language).classes[agent.licence.class] : (agent.contactDetails.title ?? inLanguage(pageHeadMessages, language).agentRole);
}

export function agentJsonLd(agent: PublicAgentProfile, site: SiteSettings, url: string, publicUrl: string, language: Language = 'en'): JsonLd {
  const employer = site.teamName || site.legalName;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agent.name,
    // The licence class when recorded (issue 27): what FSRA says the agent is, not a free-text title.
    jobTitle: agentRole(agent, language),
    url,
    email: agent.email ? `mailto:${agent.email}` : undefined,
    telephone: agent.phone,
    image: agent.headshotUrl ? absolute(agent.headshotUrl, publicUrl) : undefined,
    description: agent.bio,
    worksFor: employer ? { '@type': 'FinancialService', '@id': `${publicUrl}/#organization`, name: employer } : undefined,
  });
}

export function blogPostingJsonLd(post: PublicBlogPost, site: SiteSettings, url: string, publicUrl: string, language: Language = 'en'): JsonLd {
  const publisher = site.teamName || site.legalName;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    description: post.excerpt,
    image: post.featuredImageUrl ? absolute(post.featuredImageUrl, publicUrl) : undefined,
    author: post.author ? compact({ '@type': 'Person', name: post.author.name, url: post.author.profileSlug ? publicUrl + localizePath(`/agents/${post.author.profileSlug}`, language) : undefined }) : undefined,
    publisher: publisher ? { '@type': 'FinancialService', '@id': `${publicUrl}/#organization`, name: publisher } : undefined,
  });
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` escaped as \u sequences (still the same
 * JSON), so a post titled `</script><script>…` cannot end the element, and U+2028/2029 escaped
 * for older parsers that treat them as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
