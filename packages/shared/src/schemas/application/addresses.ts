import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { addressFields, applicantId, applicationLimits as L, historyStart, isCalendarMonth, month, monthIndex, optionalMonth, refuse, repeated, uncoveredMonth } from './fields.ts';

const m = applicationStepsMessages.addresses;

export const tenures = ['own', 'rent'] as const;
export type Tenure = (typeof tenures)[number];

/** One address an applicant lived at, from the month they moved in to the month they left (none: the current one). */
export const residenceSchema = z.strictObject({
  ...addressFields,
  from: month(m.errors.from),
  to: optionalMonth(m.errors.to),
  tenure: z.enum(tenures, { error: m.errors.tenure }),
});

const applicantAddresses = z.strictObject({
  applicantId: applicantId(m.errors.applicant),
  addresses: z.array(residenceSchema, { error: m.errors.list }).min(1, m.errors.list).max(L.maxAddresses, m.errors.list),
});

/**
 * The addresses step: each applicant's addresses over the last three years, as lenders ask (a
 * short history at many addresses is part of the risk they weigh). `today` is the brokerage's day:
 * the months must not be in the future, exactly one address is current, and together they cover
 * every month from `historyStart(today)` to this month.
 */
export function addressesStep(today: string) {
  const thisMonth = today.slice(0, 7);
  return z
    .strictObject({
      applicants: z.array(applicantAddresses, { error: m.errors.applicants }).min(1, m.errors.applicants).max(L.maxApplicants, m.errors.applicants),
    })
    .superRefine(({ applicants }, ctx) => {
      for (const index of repeated(applicants, (entry) => entry.applicantId.toLowerCase())) refuse(ctx, ['applicants', index, 'applicantId'], m.errors.applicantTwice);
      applicants.forEach(({ addresses }, i) => {
        const at = (j: number, field: string) => ['applicants', i, 'addresses', j, field];
        // A refinement runs even when a month failed its own check (zod goes on after a failed
        // check, to report every field at once): such an address has its message and is left out.
        const wellFormed = (address: (typeof addresses)[number]) => isCalendarMonth(address.from) && (address.to === undefined || isCalendarMonth(address.to));
        let current = 0;
        let refused = false;
        const refuseAt = (j: number, field: string, message: string) => {
          refuse(ctx, at(j, field), message);
          refused = true;
        };
        addresses.forEach((address, j) => {
          if (!wellFormed(address)) return;
          // Months `YYYY-MM` compare as strings in calendar order. One message per address: the first that applies.
          if (address.from > thisMonth) refuseAt(j, 'from', m.errors.fromFuture);
          else if (address.to === undefined) {
            current += 1;
            if (current > 1) refuseAt(j, 'to', m.errors.twoCurrent);
          } else if (address.to < address.from) refuseAt(j, 'to', m.errors.toBeforeFrom);
          else if (address.to > thisMonth) refuseAt(j, 'to', m.errors.toFuture);
        });
        // The history as a whole is judged once each address is right: an empty list has the
        // list's message, a wrong month its own, and a gap worked out from a wrong month means nothing.
        if (refused || addresses.length === 0 || !addresses.every(wellFormed)) return;
        if (current === 0) refuse(ctx, ['applicants', i, 'addresses'], m.errors.noCurrent);
        const missing = uncoveredMonth(
          addresses.map((address) => ({ from: monthIndex(address.from), to: monthIndex(address.to ?? thisMonth) })),
          today,
        );
        if (missing) refuse(ctx, ['applicants', i, 'addresses'], m.errors.notCovered(historyStart(today), missing));
      });
    });
}

export type AddressesStep = z.infer<ReturnType<typeof addressesStep>>;
export type AddressesStepInput = z.input<ReturnType<typeof addressesStep>>;
export type Residence = z.infer<typeof residenceSchema>;
