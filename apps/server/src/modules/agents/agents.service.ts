import { and, asc, desc, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { agents, type AgentSeoSettings, type ContactDetails } from '@maple/db/schema/agents';
import { agentsMessages } from '@maple/shared/messages/agents';
import { defaultProvince, parseProvince, type ProvinceCode } from '@maple/shared/provinces';
import type { Actor } from '@maple/shared/permissions';
import type { PageQuery } from '@maple/shared/schemas/paging';
import type { AgentOption, AgentProfileBundle, PublicAgent, PublicAgentProfile } from '@maple/shared/schemas/agents';
import { isAgentKey, isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { scopeFor } from '../../lib/scope.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { listPublicLenders } from '../lenders/lenders.service.ts';
import { listPublicRates } from '../rates/rates.service.ts';
import { findRepresentativeExample } from '../rates/representative-example.service.ts';
import { listServices } from '../services/services.service.ts';
import { listAgentTestimonials } from '../testimonials/testimonials.service.ts';
import { paginate } from '../../lib/paginate.ts';
import { licenceColumns, publicLicenceOf, withLicence } from './agent-licence.ts';
import { toRecord } from './agent-records.service.ts';
import { publiclyListed } from './agent-visibility.service.ts';

// Every column but the sign-in user id, which no answer carries.
const { userId: _userId, ...recordColumns } = getTableColumns(agents);

// Explicit column lists, never select(): user_id and crm_email must not reach a public answer even
// when a column is added to the table later.
const directoryColumns = {
  id: agents.id,
  name: agents.name,
  email: agents.email,
  phone: agents.phone,
  bio: agents.bio,
  bioFr: agents.bioFr,
  profileSlug: agents.profileSlug,
  bannerImageUrl: agents.bannerImageUrl,
  headshotUrl: agents.headshotUrl,
  agentLogoUrl: agents.agentLogoUrl,
  contactDetails: agents.contactDetails,
  ...licenceColumns,
};

const profileColumns = {
  ...directoryColumns,
  calendlyLink: agents.calendlyLink,
  socialLinks: agents.socialLinks,
  applicationLinks: agents.applicationLinks,
  seoSettings: agents.seoSettings,
  customBackgroundImage: agents.customBackgroundImage,
  badge1Url: agents.badge1Url,
  badge2Url: agents.badge2Url,
};

/**
 * An agent's own words in `language` (decision 069): in French the French bio and tagline, or none
 * at all while they are not written (an agent is a person, listed in both languages; only their
 * words wait for their French).
 */
function agentWordsIn<R extends { bio: string | null; bioFr: string | null; contactDetails: ContactDetails }>(row: R, language: Language): Omit<R, 'bioFr'> {
  const { bioFr, contactDetails, ...rest } = row;
  const { titleFr, title, ...details } = contactDetails;
  const tagline = language === 'fr' ? titleFr : title;
  const words = { bio: language === 'fr' ? bioFr : row.bio, contactDetails: tagline ? { ...details, title: tagline } : details };
  return { ...rest, ...words } as Omit<R, 'bioFr'>;
}

/** Active agents by name: the find-a-broker directory (agents_active_name_idx). */
export async function listPublicAgents(db: Db, language: Language = 'en'): Promise<PublicAgent[]> {
  const rows = await db.select(directoryColumns).from(agents).where(publiclyListed).orderBy(asc(agents.name), asc(agents.id));
  return rows.map((row) => withLicence(agentWordsIn(row, language), publicLicenceOf));
}

/** Active agents for the forms' agent choosers (the spec's get_agent_list). */
export async function listAgentOptions(db: Db): Promise<AgentOption[]> {
  return db.select({ id: agents.id, name: agents.name }).from(agents).where(publiclyListed).orderBy(asc(agents.name), asc(agents.id));
}

/** An active agent by id or profile slug, public fields only; null for unknown or inactive. */
export async function findPublicAgent(db: Db, idOrSlug: string, language: Language = 'en'): Promise<PublicAgentProfile | null> {
  if (!isAgentKey(idOrSlug)) return null;
  const match = isRecordId(idOrSlug) ? eq(agents.id, idOrSlug) : eq(agents.profileSlug, idOrSlug.toLowerCase());
  const [row] = await db.select(profileColumns).from(agents).where(and(match, publiclyListed));
  return row ? withLicence(agentWordsIn({ ...row, seoSettings: seoIn(row.seoSettings, language) }, language), publicLicenceOf) : null;
}

/**
 * An agent's SEO texts are written in English only: a French page keeps just the share image and
 * describes the agent by its French defaults (name, role, French bio), as blog posts do (decision 069).
 */
function seoIn(seo: AgentSeoSettings, language: Language): AgentSeoSettings {
  return language === 'fr' ? (seo.ogImage ? { ogImage: seo.ogImage } : {}) : seo;
}

/**
 * Everything the public profile page shows, in one request: the agent, their approved
 * testimonials, services, lenders and rates for a province (the query's, else the one in the
 * agent's location, else Ontario) with their APRs and the example those are worked on.
 */
export async function getAgentProfile(db: Db, idOrSlug: string, province?: ProvinceCode, language: Language = 'en'): Promise<AgentProfileBundle> {
  const agent = await findPublicAgent(db, idOrSlug, language);
  if (!agent) throw new AppError('not_found', agentsMessages.notFound);
  const ratesProvince = province ?? provinceFromLocation(agent.contactDetails.location) ?? defaultProvince;
  const representativeExample = await findRepresentativeExample(db);
  const [testimonials, services, lenders, rates] = await Promise.all([
    listAgentTestimonials(db, agent.id, language),
    listServices(db, language),
    listPublicLenders(db),
    listPublicRates(db, ratesProvince, representativeExample),
  ]);
  return { agent, testimonials, services, lenders, province: ratesProvince, rates, representativeExample };
}

/** 'Ottawa, ON' or 'Calgary, Alberta' → the province code; anything else → undefined. */
export function provinceFromLocation(location: string | undefined): ProvinceCode | undefined {
  const last = location?.split(',').at(-1);
  return last ? parseProvince(last) : undefined;
}

/**
 * Agents, active or not, newest first, with every column (the console's Agents tab); an agent
 * sees only their own record. Searches name, email and profile slug.
 */
export async function listAgents({ db }: Deps, actor: Actor | null, query: PageQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    scopeFor(actor, 'agent:read'),
    pattern ? or(ilike(agents.name, pattern), ilike(agents.email, pattern), ilike(agents.profileSlug, pattern)) : undefined,
  );
  const page = await paginate(db.select(recordColumns).from(agents).where(where).orderBy(desc(agents.createdAt), desc(agents.id)).$dynamic(), db.$count(agents, where), query);
  return { items: page.items.map(toRecord), total: page.total };
}
