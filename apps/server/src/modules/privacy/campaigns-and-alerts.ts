import { asc, eq, sql } from 'drizzle-orm';
import { campaignRecipients, campaigns } from '@maple/db/schema/campaigns';
import { rateAlerts } from '@maple/db/schema/rate-alerts';
import type { ErasureStep } from './erasure-steps.ts';
import { columnHolds } from './person-pattern.ts';
import type { PersonalDataSource } from './personal-data-sources.ts';

// What the privacy features do with the mail the console and the rates page send (issue 40 §5, §6,
// decisions 104 and 105): the rate alerts a person asked for and the campaigns they were sent. The
// search and the export give them (PIPEDA principle 4.9); an erasure removes the address from both
// (principle 4.5), as decisions 049 and 097 do for the other tables.

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A rate alert the person asked for: the term and province watched, the rate last told, when. */
const rateAlertSource: PersonalDataSource = {
  kind: 'rate_alert',
  find: async ({ db, pattern }) => {
    const rows = await db.select().from(rateAlerts).where(columnHolds(rateAlerts.email, pattern)).orderBy(asc(rateAlerts.createdAt), asc(rateAlerts.id));
    return rows.map((row) => ({
      kind: 'rate_alert',
      id: row.id,
      summary: `${row.termMonths / 12}-year term · ${row.province} · since ${iso(row.createdAt)}`,
      data: { ...row, createdAt: iso(row.createdAt) },
    }));
  },
};

/** The alerts are deleted (their `rate_alert` consent goes with the consents' step; nothing is mailed after). */
const rateAlertsStep: ErasureStep = {
  kind: 'rateAlerts',
  run: async ({ db, pattern }) => ({ count: (await db.delete(rateAlerts).where(columnHolds(rateAlerts.email, pattern)).returning({ id: rateAlerts.id })).length }),
};

/** A campaign the person was a recipient of: its subject, and what became of their copy (sent, failed and why, skipped). */
const campaignRecipientSource: PersonalDataSource = {
  kind: 'campaign_recipient',
  find: async ({ db, pattern }) => {
    const rows = await db
      .select({ recipient: campaignRecipients, subject: campaigns.subject })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(columnHolds(campaignRecipients.email, pattern))
      .orderBy(asc(campaigns.createdAt), asc(campaignRecipients.id));
    return rows.map(({ recipient, subject }) => ({
      kind: 'campaign_recipient',
      id: recipient.id,
      summary: `${subject} · ${recipient.status}${recipient.sentAt ? ` · ${iso(recipient.sentAt)}` : ''}`,
      data: { ...recipient, subject, claimedAt: iso(recipient.claimedAt), sentAt: iso(recipient.sentAt) },
    }));
  },
};

/**
 * The person's recipient rows are anonymized, not deleted: the campaign's sent, failed and
 * unsubscribed counts stay true, as an anonymized lead still counts. The address becomes a unique
 * `.invalid` one (RFC 2606; one a row, since a campaign holds an address once), the consent link
 * and the mail server's answer (which may quote the address) are cleared, and a copy still waiting
 * is skipped, never sent (the send job mails only a row with its standing consent).
 */
const campaignRecipientsStep: ErasureStep = {
  kind: 'campaignRecipients',
  run: async ({ db, pattern }) => {
    const rows = await db
      .update(campaignRecipients)
      .set({
        email: sql`'erased-' || ${campaignRecipients.id} || '@erased.invalid'`,
        consentId: null,
        error: null,
        status: sql`case when ${campaignRecipients.status} = 'pending' then 'skipped'::campaign_recipient_status else ${campaignRecipients.status} end`,
      })
      .where(columnHolds(campaignRecipients.email, pattern))
      .returning({ id: campaignRecipients.id });
    return { count: rows.length };
  },
};

export const campaignAndAlertSources: PersonalDataSource[] = [rateAlertSource, campaignRecipientSource];
export const campaignAndAlertErasureSteps: ErasureStep[] = [rateAlertsStep, campaignRecipientsStep];
