import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { maxApplicantsPerFile } from '@maple/shared/portal-rules';
import { provinces } from '@maple/shared/provinces';
import { applicationLimits } from '@maple/shared/schemas/application/fields';
import { maritalStatuses, residencyStatuses } from '@maple/shared/schemas/application/applicants';
import { tenures } from '@maple/shared/schemas/application/addresses';
import { annualIncome, employmentKinds, jobSchema } from '@maple/shared/schemas/application/employment';
import { formatMoney } from '@/lib/format-number';
import { blankApplicant, blankJob, blankResidence, jobBody, type ApplicantDraft, type JobDraft, type Person, type ResidenceDraft } from '../application-draft';
import { AddButton, choices, EntryFieldset, GroupMessage, StepInput, StepSelect, useStepForm, useStepList } from './application-inputs';

// The steps about people (issue 39 §3): who applies, where each has lived and worked.

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const provinceOptions = provinces.map((p) => [p.code, p.name] as const);

/** A person's name for a legend, with a word for one not named yet. */
const nameOf = (people: readonly Person[], id: string) => people.find((p) => sameId(p.id, id))?.name.trim() || m.unnamedApplicant;

/**
 * The applicants: the main applicant, then co-applicants. Each role is set, not chosen (the main
 * applicant is the one the file is for); a new co-applicant is the next person with access to the
 * portal who is not listed yet, so they keep their portal id, or else someone new.
 */
export function ApplicantsFields({ me, portalPeople }: { me: string; portalPeople: readonly Person[] }) {
  const list = useStepList<ApplicantDraft>('applicants');
  const f = t.applicants.fields;
  const legendOf = (index: number) =>
    list.items[index]!.role === 'main' ? t.applicants.roles.main : m.coApplicantNumber(list.items.slice(0, index + 1).filter((a) => a.role !== 'main').length);
  const addCoApplicant = () => {
    const invited = portalPeople.find((person) => person.role !== 'main' && !list.items.some((a) => sameId(a.id, person.id)));
    list.add(blankApplicant(invited, 'co_applicant'));
  };
  return (
    <div className="flex flex-col gap-4">
      <GroupMessage name="applicants" />
      {list.items.map((applicant, i) => {
        const at = `applicants.${i}`;
        // The browser's autofill knows the person at the keyboard, not their co-applicants.
        const auto = (token: string) => (sameId(applicant.id, me) ? token : 'off');
        return (
          <EntryFieldset key={applicant.id} name={at} legend={legendOf(i)} onRemove={applicant.role === 'main' ? undefined : () => list.remove(i)}>
            <StepInput name={`${at}.firstName`} label={f.firstName} autoComplete={auto('given-name')} />
            <StepInput name={`${at}.middleName`} label={f.middleName} autoComplete={auto('additional-name')} />
            <StepInput name={`${at}.lastName`} label={f.lastName} autoComplete={auto('family-name')} />
            <StepInput name={`${at}.dateOfBirth`} label={f.dateOfBirth} kind="date" autoComplete={auto('bday')} />
            <StepInput name={`${at}.email`} label={f.email} kind="email" autoComplete={auto('email')} />
            <StepInput name={`${at}.phone`} label={f.phone} kind="tel" autoComplete={auto('tel')} />
            {/* Long choices ('Conjoint ou conjointe de fait') take the full width, so none is cut. */}
            <StepSelect name={`${at}.maritalStatus`} label={f.maritalStatus} options={choices(maritalStatuses, t.applicants.maritalStatuses)} wide />
            <StepSelect name={`${at}.residencyStatus`} label={f.residencyStatus} options={choices(residencyStatuses, t.applicants.residencyStatuses)} wide />
            <StepInput name={`${at}.dependants`} label={f.dependants} kind="whole" />
          </EntryFieldset>
        );
      })}
      <AddButton list="applicants" label={t.applicants.addCoApplicant} onAdd={addCoApplicant} disabled={list.items.length >= maxApplicantsPerFile} />
    </div>
  );
}

/** An address's inputs under `at` (the addresses step's and, without the months, the property's). */
export function AddressInputs({ at, autofill }: { at: string; autofill?: boolean }) {
  const f = t.addresses.fields;
  const auto = (token: string) => (autofill ? token : 'off');
  return (
    <>
      <StepInput name={`${at}.street`} label={f.street} autoComplete={auto('address-line1')} wide />
      <StepInput name={`${at}.unit`} label={f.unit} autoComplete={auto('address-line2')} />
      <StepInput name={`${at}.city`} label={f.city} autoComplete={auto('address-level2')} />
      <StepSelect name={`${at}.province`} label={f.province} options={provinceOptions} />
      <StepInput name={`${at}.postalCode`} label={f.postalCode} autoComplete={auto('postal-code')} />
    </>
  );
}

function ApplicantAddresses({ index, applicantId, people, me }: { index: number; applicantId: string; people: readonly Person[]; me: string }) {
  const form = useStepForm();
  const at = `applicants.${index}.addresses`;
  const list = useStepList<ResidenceDraft>(at);
  const f = t.addresses.fields;
  // A co-applicant often lives with the main applicant: their addresses copied, while this list is still untouched.
  const first = index > 0 ? (form.value('applicants.0.addresses') as ResidenceDraft[]) : undefined;
  const untouched = list.items.length === 1 && JSON.stringify(list.items[0]) === JSON.stringify(blankResidence());
  const copyable = first && untouched && JSON.stringify(first) !== JSON.stringify([blankResidence()]);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{m.addressesOf(nameOf(people, applicantId))}</legend>
      <GroupMessage name={`applicants.${index}`} />
      <GroupMessage name={at} />
      {copyable ? (
        <button
          type="button"
          className="self-start text-sm text-primary underline underline-offset-4"
          onClick={() => {
            form.set(at, first.map((address) => ({ ...address })));
            form.focusNext(`${at}.0`);
          }}
        >
          {m.copyAddresses(nameOf(people, (form.value('applicants.0.applicantId') as string | undefined) ?? ''))}
        </button>
      ) : null}
      {list.items.map((_, j) => {
        const entry = `${at}.${j}`;
        const legend = j === 0 ? m.currentAddress : m.previousAddress(j);
        return (
          <EntryFieldset key={j} name={entry} legend={legend} onRemove={j === 0 ? undefined : () => list.remove(j)}>
            <AddressInputs at={entry} autofill={j === 0 && sameId(applicantId, me)} />
            <StepInput name={`${entry}.from`} label={f.from} kind="month" />
            <StepSelect name={`${entry}.tenure`} label={f.tenure} options={choices(tenures, t.addresses.tenures)} />
            {/* Its label is long: on a row of its own, so the inputs beside each other stay level. */}
            <StepInput name={`${entry}.to`} label={f.to} kind="month" wide />
          </EntryFieldset>
        );
      })}
      <AddButton list={at} label={t.addresses.addAddress} onAdd={() => list.add(blankResidence())} disabled={list.items.length >= applicationLimits.maxAddresses} />
    </fieldset>
  );
}

/** Each applicant's addresses over the last three years, the current one first. */
export function AddressesFields({ people, me }: { people: readonly Person[]; me: string }) {
  const form = useStepForm();
  const groups = (form.value('applicants') as { applicantId: string }[] | undefined) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <GroupMessage name="applicants" />
      {groups.map((group, i) => (
        <ApplicantAddresses key={group.applicantId} index={i} applicantId={group.applicantId} people={people} me={me} />
      ))}
    </div>
  );
}

/** A job's annual income by the lenders' rule, once its inputs are right; nothing before. */
function JobIncome({ job }: { job: JobDraft }) {
  const parsed = jobSchema.safeParse(jobBody(job));
  if (!parsed.success) return null;
  return (
    <p className="text-sm sm:col-span-2">
      <span className="text-muted-foreground">{t.employment.fields.annualIncome}: </span>
      <span className="font-medium">{formatMoney(annualIncome(parsed.data))}</span>
    </p>
  );
}

/** One job's inputs: those its kind asks for, once the kind is chosen. */
function JobInputs({ at, job }: { at: string; job: JobDraft }) {
  const f = t.employment.fields;
  const employed = job.kind === 'salaried' || job.kind === 'hourly' || job.kind === 'commissioned' || job.kind === 'self_employed';
  const employerLabel = job.kind === 'self_employed' ? f.businessName : job.kind === 'retired' ? f.pensionPayer : job.kind === 'other' ? f.payer : f.employer;
  return (
    <>
      <StepSelect name={`${at}.kind`} label={f.kind} options={choices(employmentKinds, t.employment.kinds)} wide />
      {job.kind ? (
        <>
          {job.kind === 'other' ? <StepInput name={`${at}.description`} label={f.description} wide /> : null}
          <StepInput name={`${at}.employer`} label={employerLabel} wide={!employed} />
          {employed ? <StepInput name={`${at}.position`} label={f.position} /> : null}
          <StepInput name={`${at}.startDate`} label={job.kind === 'retired' ? f.retiredSince : f.startDate} kind="date" />
          <StepInput name={`${at}.endDate`} label={f.endDate} kind="date" />
          {job.kind === 'salaried' ? <StepInput name={`${at}.annualSalary`} label={f.annualSalary} kind="money" /> : null}
          {job.kind === 'hourly' ? (
            <>
              <StepInput name={`${at}.hourlyRate`} label={f.hourlyRate} kind="money" />
              <StepInput name={`${at}.hoursPerWeek`} label={f.hoursPerWeek} kind="decimal" />
            </>
          ) : null}
          {job.kind === 'commissioned' || job.kind === 'self_employed' ? (
            <>
              <StepInput name={`${at}.lastYearIncome`} label={f.lastYearIncome} kind="money" />
              <StepInput name={`${at}.previousYearIncome`} label={f.previousYearIncome} kind="money" />
            </>
          ) : null}
          {job.kind === 'retired' ? <StepInput name={`${at}.annualPension`} label={f.annualPension} kind="money" /> : null}
          {job.kind === 'other' ? <StepInput name={`${at}.annualAmount`} label={f.annualAmount} kind="money" /> : null}
          <JobIncome job={job} />
        </>
      ) : null}
    </>
  );
}

function ApplicantJobs({ index, name }: { index: number; name: string }) {
  const at = `applicants.${index}.jobs`;
  const list = useStepList<JobDraft>(at);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{m.jobsOf(name)}</legend>
      <GroupMessage name={`applicants.${index}`} />
      <GroupMessage name={at} />
      {list.items.map((job, j) => (
        <EntryFieldset key={j} name={`${at}.${j}`} legend={m.jobNumber(j + 1)} onRemove={j === 0 ? undefined : () => list.remove(j)}>
          <JobInputs at={`${at}.${j}`} job={job} />
        </EntryFieldset>
      ))}
      <AddButton list={at} label={t.employment.addJob} onAdd={() => list.add(blankJob())} disabled={list.items.length >= applicationLimits.maxJobs} />
    </fieldset>
  );
}

/** Each applicant's work and income over the last three years, the current job first. */
export function EmploymentFields({ people }: { people: readonly Person[] }) {
  const form = useStepForm();
  const groups = (form.value('applicants') as { applicantId: string }[] | undefined) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <GroupMessage name="applicants" />
      {groups.map((group, i) => (
        <ApplicantJobs key={group.applicantId} index={i} name={nameOf(people, group.applicantId)} />
      ))}
    </div>
  );
}
