import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { day, isCalendarDay } from '../dates.ts';
import { applicantRoles } from '../portal.ts';
import { applicantId, applicationLimits as L, emailField, optionalField, phoneField, refuse, repeated, requiredField, wholeNumber } from './fields.ts';

const m = applicationStepsMessages.applicants;

// The portal's roles (decision 094): a file's applicants are the people who may open it.
export { applicantRoles };
export type ApplicantRole = (typeof applicantRoles)[number];
export const maritalStatuses = ['single', 'married', 'common_law', 'separated', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];
export const residencyStatuses = ['citizen', 'permanent_resident', 'work_permit', 'other'] as const;
export type ResidencyStatus = (typeof residencyStatuses)[number];

/**
 * The youngest age of majority in Canada (18 in Alberta, Manitoba, Ontario, PEI, Quebec and
 * Saskatchewan; 19 elsewhere): a minor cannot be bound by a mortgage. The step does not know the
 * province yet, so the 19 of the other provinces is the agent's check.
 */
export const adultAge = 18;

/**
 * True when someone born on `birthDay` is `adultAge` on `today`. Days `YYYY-MM-DD` compare as
 * strings in calendar order, so a 29 February birthday comes of age on 1 March in a common year.
 */
export const isAdultOn = (birthDay: string, today: string) => `${Number(birthDay.slice(0, 4)) + adultAge}${birthDay.slice(4)}` <= today;

/**
 * One applicant. A strict object: a key the step does not list is refused, and the Social Insurance
 * Number is never one of them (decision 093: no lender needs it to underwrite, so we do not collect it).
 */
export function applicantSchema(today: string) {
  return z.strictObject({
    id: applicantId(m.errors.id),
    role: z.enum(applicantRoles, { error: m.errors.role }),
    firstName: requiredField(m.fields.firstName, m.errors.firstName, L.name),
    middleName: optionalField(m.fields.middleName, L.name),
    lastName: requiredField(m.fields.lastName, m.errors.lastName, L.name),
    // A day that failed `day()` has its message already; a second one would only add noise.
    dateOfBirth: day({ invalid: m.errors.dateOfBirth }).refine((birth) => !isCalendarDay(birth) || isAdultOn(birth, today), m.errors.notAdult),
    maritalStatus: z.enum(maritalStatuses, { error: m.errors.maritalStatus }),
    dependants: wholeNumber(m.errors.dependants, 0, L.maxDependants),
    email: emailField(m.fields.email, m.errors.email),
    phone: phoneField(m.fields.phone, m.errors.phone),
    residencyStatus: z.enum(residencyStatuses, { error: m.errors.residencyStatus }),
  });
}

/**
 * The applicants step: the main applicant and up to three co-applicants, each with an id the other
 * steps refer to: the person's portal applicant id (`portal_applicants.id`) where they have access,
 * so the application and the access rows name a person the same way. `today` is the brokerage's
 * day (an applicant must be an adult on it).
 */
export function applicantsStep(today: string) {
  return z
    .strictObject({
      applicants: z.array(applicantSchema(today), { error: m.errors.list }).min(1, m.errors.list).max(L.maxApplicants, m.errors.list),
    })
    .superRefine(({ applicants }, ctx) => {
      const mains = applicants.flatMap((applicant, index) => (applicant.role === 'main' ? [index] : []));
      // An empty list has the list's own message, which already asks for the main applicant.
      if (mains.length === 0 && applicants.length > 0) refuse(ctx, ['applicants'], m.errors.noMainApplicant);
      for (const index of mains.slice(1)) refuse(ctx, ['applicants', index, 'role'], m.errors.secondMainApplicant);
      for (const index of repeated(applicants, (applicant) => applicant.id.toLowerCase())) refuse(ctx, ['applicants', index, 'id'], m.errors.idTaken);
    });
}

export type ApplicantsStep = z.infer<ReturnType<typeof applicantsStep>>;
export type ApplicantsStepInput = z.input<ReturnType<typeof applicantsStep>>;
export type Applicant = ApplicantsStep['applicants'][number];

/** The first and last names ('Jane Public', the middle name left out): how the portal and the checklist name an applicant. */
export const applicantName = (applicant: Pick<Applicant, 'firstName' | 'lastName'>) => `${applicant.firstName} ${applicant.lastName}`;
