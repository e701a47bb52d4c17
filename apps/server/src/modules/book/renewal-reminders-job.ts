import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { consents } from '@maple/db/schema/consents';
import { fundedMortgages, renewalReminders } from '@maple/db/schema/funded-mortgages';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { senderName } from '@maple/shared/consent-wording';
import { languageTags, type Language } from '@maple/shared/i18n/languages';
import { bookMessages } from '@maple/shared/messages/book';
import { fromCents } from '@maple/shared/mortgage/money';
import { levelPayment, periodicRate } from '@maple/shared/mortgage/payment';
import { penaltyTermOptions } from '@maple/shared/mortgage/penalty-rules';
import { prepaymentPenalty } from '@maple/shared/mortgage/prepayment-penalty';
import { inLanguage } from '../../lib/in-language.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import { mailDate } from '../../lib/mail-date.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { mailIdentification, publicMail, unsubscribeToken } from '../consents/consents.service.ts';
import { findLowestCurrentRate } from '../rates/rates.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { expressClientMailConsent } from './book.service.ts';

export const renewalRemindersSchedule = 'renewal-reminders';
export const renewalRemindersIntervalSeconds = 24 * 60 * 60;
export const renewalReminderJob = 'renewal-reminder';

/** The reminder row's id only: the jobs table outlives an erasure, so it holds no address. */
export type RenewalReminderPayload = { reminderId: string };

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * Each milestone's window (decision 103): milestone d (days before maturity) is due for a mortgage
 * maturing in (today + next, today + d], `next` the next smaller milestone (0 after the last). A
 * run that missed the milestone's day (the worker was down) still finds the mortgage in its window
 * the next day; once the next milestone is reached, the earlier one is never sent.
 */
export function milestoneWindows(milestones: readonly number[]): { days: number; after: number }[] {
  const sorted = [...new Set(milestones)].sort((a, b) => b - a);
  return sorted.map((days, i) => ({ days, after: sorted[i + 1] ?? 0 }));
}

/**
 * The daily run, all in SQL over the maturity index (the book is never loaded): for each
 * milestone, one reminder row per mortgage in the window, for the client only while an express
 * `client_mail` consent stands for the address, and one for the agent at the first milestone a
 * mortgage reaches; each new row gets its mail job in the same statement. The rows' unique keys
 * (mortgage, maturity, milestone, recipient; the agent's once per mortgage and maturity) make a
 * second process, a restart or a re-run add nothing, however long the job rows are kept.
 */
export const renewalRemindersHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const queued = await queueRenewalReminders(db, clock.now());
  logger.info('renewal reminders queued', queued);
};

export async function queueRenewalReminders(db: Db, now: Date): Promise<{ client: number; agent: number }> {
  const { renewalMilestoneDays } = await getBrokerageSettings(db);
  const today = brokerageDay(now);
  const fm = fundedMortgages;
  const counts = { client: 0, agent: 0 };
  for (const { days, after } of milestoneWindows(renewalMilestoneDays)) {
    for (const recipient of ['client', 'agent'] as const) {
      const who = recipient === 'client' ? expressClientMailConsent(fm.clientEmail) : sql`${fm.agentId} is not null`;
      const result = (await db.execute(sql`
        with due as (
          insert into ${renewalReminders} (mortgage_id, maturity_date, milestone_days, recipient, queued_at)
          select ${fm.id}, ${fm.maturityDate}, ${days}::int, ${recipient}::renewal_recipient, ${now.toISOString()}::timestamptz
          from ${fm}
          where ${fm.maturityDate} > ${today}::date + ${after}::int and ${fm.maturityDate} <= ${today}::date + ${days}::int and ${who}
          on conflict do nothing
          returning id
        ), queued as (
          insert into jobs (name, payload, run_at, created_at, dedupe_key)
          select ${renewalReminderJob}, jsonb_build_object('reminderId', due.id), ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, 'renewal-reminder:' || due.id
          from due
          on conflict (dedupe_key) do nothing
          returning 1
        )
        select count(*)::int as n from queued`)) as { rows: { n: number }[] };
      counts[recipient] += Number(result.rows[0]?.n ?? 0);
    }
  }
  return counts;
}

const percent = (rate: number, language: Language) => new Intl.NumberFormat(languageTags[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate / 100);
const money = (dollars: number, language: Language) => new Intl.NumberFormat(languageTags[language], { style: 'currency', currency: 'CAD' }).format(dollars);

type Mortgage = typeof fundedMortgages.$inferSelect;

/**
 * The estimated penalty to break the mortgage today (the calculators' function): the balance
 * estimated from the funded amount along its amortization, the months left to maturity, today's
 * best comparable rate as the comparison. Null for a term the calculator does not take.
 */
export function estimatedPenalty(mortgage: Mortgage, today: string, comparisonRate: number | null): number | null {
  const termYears = mortgage.termMonths / 12;
  if (!(penaltyTermOptions as readonly number[]).includes(termYears)) return null;
  const rate = Number(mortgage.ratePercent);
  const i = periodicRate(rate, mortgage.rateType === 'fixed' ? 2 : 12, 12);
  const elapsed = Math.max(0, Math.min(mortgage.amortizationMonths, Math.floor(daysBetween(mortgage.interestAdjustmentDate ?? mortgage.fundingDate, today) / 30.4375)));
  const principal = fromCents(mortgage.amountCents);
  const payment = levelPayment(principal, i, mortgage.amortizationMonths);
  const grown = Math.pow(1 + i, elapsed);
  const balance = Math.max(0, i === 0 ? principal - payment * elapsed : principal * grown - (payment * (grown - 1)) / i);
  const monthsLeft = Math.max(0, Math.min(mortgage.termMonths, Math.ceil(daysBetween(today, mortgage.maturityDate) / 30.4375)));
  return prepaymentPenalty(
    { balance: Math.round(balance * 100) / 100, rate, rateType: mortgage.rateType, termYears: termYears as (typeof penaltyTermOptions)[number], monthsLeft, comparisonRate: comparisonRate ?? rate },
    today,
  ).penalty;
}

/**
 * Writes one reminder: the client's in their language with the brokerage's identification and the
 * one-click unsubscribe, only while the express consent still stands (withdrawn in between: not
 * sent, and the row says why); the agent's in the agent's language with the client's rate beside
 * today's best comparable Maple rate and the estimated penalty. A reminder already sent is not sent
 * again by a retried job.
 */
export function renewalReminderHandler(deps: { mailer: Mailer; publicUrl: string; secrets: Secrets }): JobHandler {
  return async (payload, { db, clock, logger, jobId }) => {
    const { reminderId } = payload as RenewalReminderPayload;
    const [found] = await db
      .select({ reminder: renewalReminders, mortgage: fundedMortgages })
      .from(renewalReminders)
      .innerJoin(fundedMortgages, eq(fundedMortgages.id, renewalReminders.mortgageId))
      .where(eq(renewalReminders.id, reminderId));
    if (!found || found.reminder.sentAt || found.reminder.skipped) return;
    const { reminder, mortgage } = found;
    const skip = async (why: string) => {
      await db.update(renewalReminders).set({ skipped: why }).where(eq(renewalReminders.id, reminder.id));
      logger.info('renewal reminder not sent', { reminderId, why });
    };
    if (mortgage.maturityDate !== reminder.maturityDate) return skip('maturity changed');
    const now = clock.now();
    const today = brokerageDay(now);
    const daysLeft = daysBetween(today, mortgage.maturityDate);
    const site = await getBrokerageSettings(db);
    const maturity = (language: Language) => mailDate(new Date(`${mortgage.maturityDate}T12:00:00Z`), language);
    if (reminder.recipient === 'client') {
      const [consent] = await db
        .select({ id: consents.id })
        .from(consents)
        .where(and(eq(consents.email, mortgage.clientEmail), eq(consents.purpose, 'client_mail'), isNull(consents.withdrawnAt)))
        .orderBy(desc(consents.givenAt))
        .limit(1);
      if (!consent) return skip('no express consent');
      const m = inLanguage(bookMessages, mortgage.language);
      const sender = senderName(site);
      await deps.mailer.send(
        publicMail({
          to: mortgage.clientEmail,
          subject: m.clientSubject(sender),
          text: m.clientBody(mortgage.clientName, sender, mortgage.lender, maturity(mortgage.language), daysLeft),
          id: `renewal-${reminder.id}`,
          site,
          publicUrl: deps.publicUrl,
          unsubscribeToken: unsubscribeToken(deps.secrets, consent.id, now),
          language: mortgage.language,
        }),
      );
    } else {
      const [agent] = mortgage.agentId
        ? await db.select({ name: agents.name, email: agents.email, language: user.language }).from(agents).leftJoin(user, eq(user.id, agents.userId)).where(eq(agents.id, mortgage.agentId))
        : [];
      if (!agent) return skip('no agent');
      const language: Language = agent.language === 'fr' ? 'fr' : 'en';
      const m = inLanguage(bookMessages, language);
      const rate = Number(mortgage.ratePercent);
      const best = await findLowestCurrentRate(db, { termMonths: mortgage.termMonths, rateType: mortgage.rateType });
      const bestRate = best ? Number(best.ourRate) : null;
      const penalty = estimatedPenalty(mortgage, today, bestRate);
      const express = (await db.$count(consents, and(eq(consents.email, mortgage.clientEmail), eq(consents.purpose, 'client_mail'), isNull(consents.withdrawnAt)))) > 0;
      const lines = [
        m.agentBody(agent.name, mortgage.clientName, maturity(language), daysLeft),
        bestRate === null ? m.agentNoRate(percent(rate, language)) : m.agentRates(percent(rate, language), percent(bestRate, language)),
        penalty === null ? m.agentNoPenalty : m.agentPenalty(money(penalty, language)),
        m.agentConsent(express),
        m.agentOpen(`${deps.publicUrl}/agent-dashboard`),
      ];
      await deps.mailer.send({
        to: agent.email,
        fromName: site.mailFromName || undefined,
        subject: m.agentSubject(mortgage.clientName, maturity(language)),
        text: `${lines.join('\n\n')}\n\n--\n${mailIdentification(site, deps.publicUrl, language)}\n`,
        id: `renewal-${reminder.id}`,
      });
    }
    await db.update(renewalReminders).set({ sentAt: now }).where(eq(renewalReminders.id, reminder.id));
    logger.info('renewal reminder sent', { reminderId, recipient: reminder.recipient, jobId });
  };
}
