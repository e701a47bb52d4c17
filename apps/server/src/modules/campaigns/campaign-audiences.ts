import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { consents } from '@maple/db/schema/consents';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { leads } from '@maple/db/schema/leads';
import type { ConsentPurpose } from '@maple/shared/schemas/consents';
import { sourcesMatching } from '@maple/shared/schemas/leads';
import { brokerageDay } from '@maple/shared/brokerage-day';
import type { AudienceKind, CampaignAudience } from '@maple/shared/schemas/campaigns';
import { addMonthsToDay } from '@maple/shared/schemas/funded-mortgages';
import { leadInProvince } from '../leads/leads-read.service.ts';

/**
 * One kind of audience (decision 105): the consent purposes that allow mailing it (decision 104),
 * and a function building the SQL selection of everyone it names, before consent is looked at:
 * rows of `email` (lower-cased) and `erased` (the person's data was erased or anonymized).
 */
export type AudienceBuilder<A extends CampaignAudience = CampaignAudience> = {
  purposes: readonly [ConsentPurpose, ...ConsentPurpose[]];
  candidates: (audience: A, context: AudienceContext) => SQL;
};

/** What an audience may depend on besides its filters: the instant it is read at (the injected clock's). */
export type AudienceContext = { now: Date };

type Builders = { [K in AudienceKind]: AudienceBuilder<Extract<CampaignAudience, { kind: K }>> };

/**
 * The audience kinds. To add one: a member in `audienceKinds` (packages/shared/src/schemas/campaigns.ts)
 * and a builder here whose candidates select the addresses, with the purposes that allow the mail
 * (the book's clients: `client_mail`, express consent only, decision 104: CASL s. 10(10)'s two
 * years of an existing business relationship never suffice).
 */
export const audienceBuilders: Builders = {
  // Everyone who ever gave the newsletter consent: the withdrawn are counted as unsubscribed.
  subscribers: {
    purposes: ['newsletter'],
    candidates: () => sql`select ${consents.email} as email, false as erased from ${consents} where ${consents.purpose} = 'newsletter'`,
  },
  // Leads by status, source, province or agent; a lead needs an express consent on record to be
  // mailed (a sign-up's newsletter consent, the portal's client_mail): an inquiry does not do.
  leads: {
    purposes: ['client_mail', 'newsletter'],
    candidates: (audience) => {
      const where = and(
        audience.status ? eq(leads.status, audience.status) : undefined,
        audience.source ? inArray(leads.source, [...sourcesMatching(audience.source)]) : undefined,
        audience.province ? leadInProvince(audience.province) : undefined,
        audience.agentId ? eq(leads.agentId, audience.agentId) : undefined,
      );
      return sql`select lower(${leads.clientEmail}) as email, ${leads.anonymizedAt} is not null as erased from ${leads}${where ? sql` where ${where}` : sql``}`;
    },
  },
  // The book's clients (issue 40 §6): the funded mortgages' addresses, by agent, or those maturing
  // within N months of the brokerage's today. Only an express client_mail consent allows the mail
  // (decision 104); an erasure deletes the funded record, so nobody here is erased.
  book: {
    purposes: ['client_mail'],
    candidates: (audience, { now }) => {
      const today = brokerageDay(now);
      const where = and(
        audience.agentId ? eq(fundedMortgages.agentId, audience.agentId) : undefined,
        audience.maturingWithinMonths ? between(fundedMortgages.maturityDate, today, addMonthsToDay(today, audience.maturingWithinMonths)) : undefined,
      );
      return sql`select lower(${fundedMortgages.clientEmail}) as email, false as erased from ${fundedMortgages}${where ? sql` where ${where}` : sql``}`;
    },
  },
};

/**
 * Everyone the audience names, one row per address: `erased`, the standing consent that allows
 * the mail (`consent_id`, its `language`: the person's, decision 071), and whether the address
 * withdrew (an unsubscribe withdraws every purpose, decision 046).
 */
export function classifiedAudience(audience: CampaignAudience, context: AudienceContext): SQL {
  const builder = audienceBuilders[audience.kind] as AudienceBuilder;
  const purposes = sql.join(
    builder.purposes.map((p) => sql`${p}`),
    sql`, `,
  );
  return sql`select p.email, p.erased, ok.id as consent_id, ok.language,
      exists (select 1 from ${consents} w where w.email = p.email and w.withdrawn_at is not null) as withdrew
    from (select email, bool_and(erased) as erased from (${builder.candidates(audience, context)}) c group by email) p
    left join lateral (
      select k.id, k.language from ${consents} k
      where k.email = p.email and k.purpose in (${purposes}) and k.withdrawn_at is null
      order by k.given_at, k.id limit 1
    ) ok on not p.erased`;
}
