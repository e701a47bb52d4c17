import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { consents } from '@maple/db/schema/consents';
import { rateAlerts } from '@maple/db/schema/rate-alerts';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { localizePath } from '@maple/shared/i18n/paths';
import { formatPercentWith, formatWholeDollarsWith } from '@maple/shared/i18n/number-format';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { formatMessages } from '@maple/shared/messages/formats';
import { rateAlertsMessages } from '@maple/shared/messages/rate-alerts';
import { rateTermMessages } from '@maple/shared/messages/rate-terms';
import type { ProvinceCode } from '@maple/shared/provinces';
import { mortgageTypeName } from '@maple/shared/terms';
import { inLanguage } from '../../lib/in-language.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { mailWithUnsubscribe } from '../consents/consents.service.ts';
import { bestRateWithApr } from '../rates/rates.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { alertNames } from './rate-alerts.service.ts';

export const rateAlertsSchedule = 'rate-alerts';
export const rateAlertsIntervalSeconds = 24 * 60 * 60;
export const rateAlertMailJob = 'rate-alert-mail';

/**
 * Ids and the day only: the rates are read again when the mail is written. `alertId` is one of the
 * subscriber's alerts; the mail gathers every alert of its address (compared case-insensitively).
 * A job queued before the grouping (one per alert) has the same shape and is read the same way.
 */
export type RateAlertMailPayload = { alertId: string; day: string };
/** A subscriber: the address, lowercased. */
const subscriberOf = (email: string) => email.toLowerCase();
/**
 * At most one alert mail per subscriber and brokerage day, whatever runs the schedule (decision 105,
 * issue 40 §5). The address is in the key only as the SHA-256 of its lowercased form.
 */
export const rateAlertKey = ({ email, day }: { email: string; day: string }) => `rate-alert-subscriber:${createHash('sha256').update(subscriberOf(email)).digest('hex')}:${day}`;

const dropped = (thresholdBps: number, best: number) => sql`${rateAlerts.lastRate} - ${String(best)}::numeric >= ${thresholdBps}::numeric / 100`;
/** Whether the drop from `lastRate` to `best` still reaches the threshold (the mail job's second look). */
const stillDropped = (thresholdBps: number, lastRate: number, best: number) => Math.round((lastRate - best) * 1000) >= thresholdBps * 10;

/**
 * The daily run (issue 40 §5): for each province and term someone watches, today's best rate. A
 * baseline below it rises to it (a later drop is measured from the higher rate). Every standing
 * alert whose baseline is at least the threshold above it counts; they are grouped by subscriber
 * (the address, case-insensitively), and each subscriber none of whose alerts was mailed today gets
 * one mail job keyed by the subscriber and the day: at most one mail a day per person, however
 * many alerts they hold and however often, or in how many processes, the schedule runs.
 */
export const rateAlertsHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now();
  const day = brokerageDay(now);
  const { rateDropThresholdBps } = await getBrokerageSettings(db);
  const watched = await db.selectDistinct({ province: rateAlerts.province, termMonths: rateAlerts.termMonths }).from(rateAlerts);
  const mailedToday = new Set(
    (await db.selectDistinct({ email: rateAlerts.email }).from(rateAlerts).where(sql`${rateAlerts.lastMailedDay} >= ${day}`)).map(({ email }) => subscriberOf(email)),
  );
  // Subscriber → the first of their due alerts, which the mail job is named by.
  const due = new Map<string, { alertId: string; email: string }>();
  for (const { province, termMonths } of watched) {
    const best = await bestRateWithApr(db, province as ProvinceCode, termMonths);
    if (!best) continue;
    const pair = and(eq(rateAlerts.province, province), eq(rateAlerts.termMonths, termMonths));
    await db
      .update(rateAlerts)
      .set({ lastRate: best.ourRate })
      .where(and(pair, or(isNull(rateAlerts.lastRate), sql`${rateAlerts.lastRate} < ${String(best.ourRate)}::numeric`)));
    const rows = await db
      .select({ id: rateAlerts.id, email: rateAlerts.email })
      .from(rateAlerts)
      .innerJoin(consents, eq(consents.id, rateAlerts.consentId))
      .where(and(pair, isNull(consents.withdrawnAt), dropped(rateDropThresholdBps, best.ourRate)))
      .orderBy(asc(rateAlerts.id));
    for (const { id, email } of rows) {
      const subscriber = subscriberOf(email);
      if (!mailedToday.has(subscriber) && !due.has(subscriber)) due.set(subscriber, { alertId: id, email });
    }
  }
  let queued = 0;
  for (const { alertId, email } of due.values()) {
    const payload: RateAlertMailPayload = { alertId, day };
    if (await enqueueJob(db, rateAlertMailJob, payload, { runAt: now, dedupeKey: rateAlertKey({ email, day }) })) queued++;
  }
  logger.info('rate alerts queued', { queued, subscribers: due.size, watched: watched.length });
};

/**
 * One mail per subscriber and day, in the person's language (the alert's, decision 071; with
 * several, that of the alert whose consent was given last, which also signs the unsubscribe link),
 * listing every alert of the address whose consent stands and whose best rate is still at least
 * the threshold below its baseline, each with the old and new rate and their APRs on the
 * representative example; the brokerage's identification and the one-click unsubscribe. One alert
 * keeps the single-alert subject and body. Nothing is sent when an alert of the address was already
 * mailed today, or none is left (consent withdrawn or erased, rate back up meanwhile). Each alert
 * mailed gets the new rate as its baseline and the day recorded.
 */
export function rateAlertMailHandler(deps: { mailer: Mailer; publicUrl: string; secrets: Secrets }): JobHandler {
  return async (payload, { db, clock, logger }) => {
    const { alertId, day } = payload as RateAlertMailPayload;
    const [named] = await db.select({ email: rateAlerts.email }).from(rateAlerts).where(eq(rateAlerts.id, alertId));
    if (!named) {
      logger.info('rate alert not sent: withdrawn or gone', { alertId });
      return;
    }
    const rows = await db
      .select({ alert: rateAlerts, withdrawnAt: consents.withdrawnAt })
      .from(rateAlerts)
      .innerJoin(consents, eq(consents.id, rateAlerts.consentId))
      .where(sql`lower(${rateAlerts.email}) = ${subscriberOf(named.email)}`)
      .orderBy(desc(consents.givenAt), asc(rateAlerts.province), asc(rateAlerts.termMonths));
    if (rows.some(({ alert }) => alert.lastMailedDay !== null && alert.lastMailedDay >= day)) {
      logger.info('rate alert not sent: the subscriber was mailed today', { alertId });
      return;
    }
    const site = await getBrokerageSettings(db);
    type Best = NonNullable<Awaited<ReturnType<typeof bestRateWithApr>>>;
    const included: { alert: (typeof rows)[number]['alert']; lastRate: number; best: Best }[] = [];
    for (const { alert, withdrawnAt } of rows) {
      if (withdrawnAt || alert.lastRate === null) continue;
      const best = await bestRateWithApr(db, alert.province as ProvinceCode, alert.termMonths);
      if (best && stillDropped(site.rateDropThresholdBps, alert.lastRate, best.ourRate)) included.push({ alert, lastRate: alert.lastRate, best });
    }
    if (included.length === 0) {
      logger.info('rate alert not sent: withdrawn, or the rate is no longer down', { alertId });
      return;
    }
    // The alert whose consent was given last: its language and its consent's unsubscribe.
    const { language, email, consentId } = included[0]!.alert;
    const listed = included.length === 1 ? included : [...included].sort((a, b) => a.alert.province.localeCompare(b.alert.province) || a.alert.termMonths - b.alert.termMonths);
    const m = inLanguage(rateAlertsMessages, language);
    const f = inLanguage(formatMessages, language);
    const t = inLanguage(rateTermMessages, language);
    const percent = (v: number) => formatPercentWith(f, v, 3, 2);
    const values = ({ alert, lastRate, best }: (typeof included)[number]) => ({
      ...alertNames(alert, language),
      oldRate: percent(lastRate),
      oldApr: percent(best.aprAt(lastRate)),
      newRate: percent(best.ourRate),
      newApr: percent(best.apr),
      rateType: t.types[best.rateType],
      mortgageType: mortgageTypeName(best.mortgageType, t),
      page: `${deps.publicUrl}${localizePath(`/rates?province=${alert.province}`, language)}`,
    });
    const { example } = included[0]!.best;
    const exampleLine = fillMessage(m.exampleLine, { amount: formatWholeDollarsWith(f, example.amount), years: String(example.amortizationYears) });
    const [only] = listed;
    const subject =
      listed.length === 1 ? fillMessage(m.alertSubject, { ...alertNames(only!.alert, language), rate: percent(only!.best.ourRate) }) : fillMessage(m.alertsSubject, { count: listed.length });
    const text =
      listed.length === 1
        ? fillMessage(m.alertBody, { ...values(only!), example: exampleLine })
        : fillMessage(m.alertsBody, { count: listed.length, items: listed.map((item) => fillMessage(m.alertsItem, values(item))).join('\n\n'), example: exampleLine });
    await deps.mailer.send(
      mailWithUnsubscribe({
        to: email,
        subject,
        text,
        id: `rate-alert-${alertId}-${day}`,
        site,
        publicUrl: deps.publicUrl,
        secrets: deps.secrets,
        consentId,
        now: clock.now(),
        language,
      }),
    );
    for (const { alert, best } of included) await db.update(rateAlerts).set({ lastRate: best.ourRate, lastMailedDay: day }).where(eq(rateAlerts.id, alert.id));
  };
}
