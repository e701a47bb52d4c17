import { and, eq, isNull, or, sql } from 'drizzle-orm';
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

/** Ids and the day only: the rates are read again when the mail is written. */
export type RateAlertMailPayload = { alertId: string; day: string };
/** At most one alert mail per subscription and brokerage day, whatever runs the schedule (decision 105). */
export const rateAlertKey = ({ alertId, day }: RateAlertMailPayload) => `rate-alert:${alertId}:${day}`;

const dropped = (thresholdBps: number, best: number) => sql`${rateAlerts.lastRate} - ${String(best)}::numeric >= ${thresholdBps}::numeric / 100`;

/**
 * The daily run (issue 40 §5): for each province and term someone watches, today's best rate. A
 * baseline below it rises to it (a later drop is measured from the higher rate); every standing
 * alert whose baseline is at least the threshold above it, and not mailed today, gets one mail job
 * keyed by the alert and the day.
 */
export const rateAlertsHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now();
  const day = brokerageDay(now);
  const { rateDropThresholdBps } = await getBrokerageSettings(db);
  const watched = await db.selectDistinct({ province: rateAlerts.province, termMonths: rateAlerts.termMonths }).from(rateAlerts);
  let queued = 0;
  for (const { province, termMonths } of watched) {
    const best = await bestRateWithApr(db, province as ProvinceCode, termMonths);
    if (!best) continue;
    const pair = and(eq(rateAlerts.province, province), eq(rateAlerts.termMonths, termMonths));
    await db
      .update(rateAlerts)
      .set({ lastRate: best.ourRate })
      .where(and(pair, or(isNull(rateAlerts.lastRate), sql`${rateAlerts.lastRate} < ${String(best.ourRate)}::numeric`)));
    const due = await db
      .select({ id: rateAlerts.id })
      .from(rateAlerts)
      .innerJoin(consents, eq(consents.id, rateAlerts.consentId))
      .where(and(pair, isNull(consents.withdrawnAt), dropped(rateDropThresholdBps, best.ourRate), or(isNull(rateAlerts.lastMailedDay), sql`${rateAlerts.lastMailedDay} < ${day}`)));
    for (const { id } of due) {
      const payload: RateAlertMailPayload = { alertId: id, day };
      if (await enqueueJob(db, rateAlertMailJob, payload, { runAt: now, dedupeKey: rateAlertKey(payload) })) queued++;
    }
  }
  logger.info('rate alerts queued', { queued, watched: watched.length });
};

/**
 * One alert mail, in the person's language (the consent's, decision 071), with the old and new
 * rate and their APRs on the representative example, the brokerage's identification and the
 * one-click unsubscribe. Nothing is sent when the consent was withdrawn or erased, or the rate went
 * back up meanwhile. The baseline becomes the new rate and the day is recorded.
 */
export function rateAlertMailHandler(deps: { mailer: Mailer; publicUrl: string; secrets: Secrets }): JobHandler {
  return async (payload, { db, clock, logger }) => {
    const { alertId, day } = payload as RateAlertMailPayload;
    const [alert] = await db
      .select({ alert: rateAlerts, withdrawnAt: consents.withdrawnAt })
      .from(rateAlerts)
      .innerJoin(consents, eq(consents.id, rateAlerts.consentId))
      .where(eq(rateAlerts.id, alertId));
    if (!alert || alert.withdrawnAt || alert.alert.lastRate === null) {
      logger.info('rate alert not sent: withdrawn or gone', { alertId });
      return;
    }
    const { province, termMonths, language, lastRate, email, consentId } = alert.alert;
    const site = await getBrokerageSettings(db);
    const best = await bestRateWithApr(db, province as ProvinceCode, termMonths);
    if (!best || Math.round((lastRate! - best.ourRate) * 1000) < site.rateDropThresholdBps * 10) {
      logger.info('rate alert not sent: the rate is no longer down', { alertId });
      return;
    }
    const m = inLanguage(rateAlertsMessages, language);
    const f = inLanguage(formatMessages, language);
    const t = inLanguage(rateTermMessages, language);
    const names = alertNames({ province, termMonths }, language);
    const percent = (v: number) => formatPercentWith(f, v, 3, 2);
    const ratesPage = `${deps.publicUrl}${localizePath(`/rates?province=${province}`, language)}`;
    await deps.mailer.send(
      mailWithUnsubscribe({
        to: email,
        subject: fillMessage(m.alertSubject, { ...names, rate: percent(best.ourRate) }),
        text: fillMessage(m.alertBody, {
          ...names,
          oldRate: percent(lastRate!),
          oldApr: percent(best.aprAt(lastRate!)),
          newRate: percent(best.ourRate),
          newApr: percent(best.apr),
          rateType: t.types[best.rateType],
          mortgageType: mortgageTypeName(best.mortgageType, t),
          example: fillMessage(m.exampleLine, { amount: formatWholeDollarsWith(f, best.example.amount), years: String(best.example.amortizationYears) }),
          page: ratesPage,
        }),
        id: `rate-alert-${alertId}-${day}`,
        site,
        publicUrl: deps.publicUrl,
        secrets: deps.secrets,
        consentId,
        now: clock.now(),
        language,
      }),
    );
    await db.update(rateAlerts).set({ lastRate: best.ourRate, lastMailedDay: day }).where(eq(rateAlerts.id, alertId));
  };
}
