import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { errorsMessages } from '@maple/shared/messages/errors';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { applicationStepSchema, applicationStepsFor, applicationStepTitle, type ApplicationStepId, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { appClock } from '@/lib/clock';
import { applicationPeople, issueMessages, messagesBySlot, nextStep, stepBody, stepDraft, valueAt, withValueAt, type FieldMessages, type Person, type StepDrafts } from '../application-draft';
import { savePortalApplicationStep, type PortalApplication, type PortalFile } from '../portal-api';
import { StepFormContext, type StepFormApi } from './application-inputs';
import { AssetsFields, DownPaymentFields, LiabilitiesFields, MortgageFields, OtherIncomeFields, PropertyFields } from './money-step-fields';
import { LeaveConfirm, useLeaveGuard, type LeaveGuard } from './leave-guard';
import { AddressesFields, ApplicantsFields, EmploymentFields } from './people-step-fields';

export interface ApplicationStepScreenProps {
  step: ApplicationStepId;
  application: PortalApplication;
  file: PortalFile;
  /** Said once the screen opens (the step saved just before). */
  status?: string;
  /** After a save: the application as saved, the step to open next (null after the last) and what to say. */
  onSaved: (application: PortalApplication, next: ApplicationStepId | null, status: string) => void;
  onBack: () => void;
  /** The portal's other ways out (signing out) ask through this guard while the screen is open. */
  onGuard: (guard: LeaveGuard | null) => void;
}

const intros: Record<ApplicationStepId, string> = {
  applicants: t.applicants.intro,
  addresses: t.addresses.intro,
  employment: t.employment.intro,
  other_income: t.otherIncome.intro,
  assets: t.assets.intro,
  liabilities: t.liabilities.intro,
  property: t.property.intro,
  down_payment: t.downPayment.intro,
  mortgage: t.mortgage.intro,
};

/** The element to focus for `element`: a group of radios or an entry gives its first input. */
function focusable(element: Element | null): HTMLElement | null {
  if (!element) return null;
  if (element instanceof HTMLFieldSetElement) return element.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
  return element as HTMLElement;
}

/**
 * One step of the application (issue 39 §3) as a form: what was saved (or a start the file gives),
 * checked with the step's own schema (the route's, decision 093) before it is sent, each message
 * beside what it is about, the first of them focused. Typed values are never dropped: leaving with
 * unsaved edits asks first, in the page (a confirmation region, not a browser prompt), and the
 * browser asks before the page itself is left.
 */
export function ApplicationStepScreen({ step, application, file, status, onSaved, onBack, onGuard }: ApplicationStepScreenProps) {
  const saved = application.steps as ApplicationStepValues;
  const portalPeople = useMemo<Person[]>(() => file.applicants.map((a) => ({ id: a.id, name: a.name, role: a.role })), [file.applicants]);
  const people = useMemo(() => applicationPeople(saved, portalPeople), [saved, portalPeople]);

  const [initial] = useState(() => stepDraft(step, saved, portalPeople, application.prefill));
  const [draft, setDraft] = useState<StepDrafts[ApplicationStepId]>(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  // Each refused save: counted (a new summary is announced each time) with how many places it marked,
  // kept as it was while the borrower corrects them, so the alert does not speak again at each keystroke.
  const [refusal, setRefusal] = useState({ attempt: 0, count: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initial), [draft, initial]);

  const formId = useId();
  const idOf = useCallback((name: string) => `${formId}-${name.replaceAll('.', '-')}`, [formId]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);

  const steps = applicationStepsFor(saved.property?.purpose);
  const position = steps.indexOf(step) + 1;
  const title = applicationStepTitle(step);
  const next = nextStep(step, saved);

  // A new screen: the page starts at its heading, which says where the borrower is.
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, []);

  // Leaving asks while something typed is unsaved; the page's own ways out go through the same question.
  const { guard, pendingLeave, stay } = useLeaveGuard(dirty, onGuard);

  // After a refused save, the first message's field (or group) takes the focus, in the page's order.
  const attempt = refusal.attempt;
  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector('[aria-invalid="true"], [data-group-message]') ?? null;
    (focusable(first) ?? summaryRef.current)?.focus();
  }, [attempt]);
  useEffect(() => {
    if (!focusTarget) return;
    focusable(document.getElementById(idOf(focusTarget.name)))?.focus();
  }, [focusTarget, idOf]);

  const form = useMemo<StepFormApi>(
    () => ({
      value: (name) => valueAt(draft, name),
      set: (name, value) => {
        setDraft((current) => withValueAt(current, name, value));
        // What is changed is no longer what the message was about (a list's entries move up when one goes).
        setMessages((current) => {
          const kept = Object.entries(current).filter(([slot]) => slot !== name && !slot.startsWith(`${name}.`));
          return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
        });
      },
      message: (name) => messages[name],
      idOf,
      focusNext: (name) => setFocusTarget({ name }),
    }),
    [draft, messages, idOf],
  );

  function refuse(byPath: FieldMessages) {
    const slots = messagesBySlot(step, byPath, draft);
    setMessages(slots);
    setRefusal((last) => ({ attempt: last.attempt + 1, count: Object.keys(slots).length }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    stay();
    const parsed = applicationStepSchema(step, brokerageDay(appClock.now())).safeParse(stepBody(step, draft));
    if (!parsed.success) return refuse(issueMessages(parsed.error.issues));
    setMessages({});
    setSaving(true);
    try {
      const answer = await savePortalApplicationStep(step, parsed.data);
      const after = nextStep(step, answer.steps as ApplicationStepValues);
      onSaved(answer, after, after ? m.stepSavedStatus(title) : m.applicationSavedStatus);
    } catch (caught) {
      const fields = isApiError(caught) && caught.status === 400 ? caught.fields : undefined;
      if (fields && Object.keys(fields).length > 0) refuse(Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, Array.isArray(text) ? text[0]! : text])));
      else setFailure(isApiError(caught) ? caught.message : errorsMessages.internal);
      setSaving(false);
    }
  }

  const shown = Object.keys(messages).length > 0;
  const unplaced = messages[''];
  const me = file.me.id;
  const fields: Record<ApplicationStepId, ReactNode> = {
    applicants: <ApplicantsFields me={me} portalPeople={portalPeople} />,
    addresses: <AddressesFields people={people} me={me} />,
    employment: <EmploymentFields people={people} />,
    other_income: <OtherIncomeFields people={people} />,
    assets: <AssetsFields />,
    liabilities: <LiabilitiesFields />,
    property: <PropertyFields />,
    down_payment: <DownPaymentFields />,
    mortgage: <MortgageFields />,
  };

  return (
    <section className="flex flex-col gap-4 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${formId}-title`}>
      <div className="flex flex-col gap-1">
        {position > 0 ? <p className="text-sm text-muted-foreground">{m.stepOf(position, steps.length)}</p> : null}
        <h1 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {title}
        </h1>
      </div>
      {status ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          {status}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{intros[step]}</p>
      <p className="text-sm text-muted-foreground">{m.requiredNote}</p>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${formId}-title`} className="flex flex-col gap-5">
        <StepFormContext.Provider value={form}>{fields[step]}</StepFormContext.Provider>
        {shown ? (
          <div key={attempt} ref={summaryRef} tabIndex={-1} role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            <p className="font-medium">{m.fixFields(refusal.count)}</p>
            {unplaced ? <p>{unplaced}</p> : null}
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        {pendingLeave ? (
          <LeaveConfirm
            id={`${formId}-leave`}
            leave={pendingLeave}
            onKeepEditing={() => {
              stay();
              backRef.current?.focus();
            }}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <Button ref={backRef} variant="outline" onClick={() => guard(onBack)}>
            {m.back}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? m.savingStep : next ? m.saveAndContinue : m.saveAndFinish}
          </Button>
        </div>
      </form>
    </section>
  );
}
