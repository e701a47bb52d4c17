import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { localizePath } from '@maple/shared/i18n/paths';
import { errorsMessages } from '@maple/shared/messages/errors';
import { pageLanguage } from '@maple/shared/messages/locale';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalConsentMessages as c } from '@maple/shared/messages/portal-consent';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { signConsents, submitApplication, type PortalFile, type SubmissionState } from '../portal-api';
import { portalConsentSchemas } from '../portal-schemas';
import {
  blankConsents,
  consentMessages,
  consentsTouched,
  maySubmit,
  reviewApplicant,
  reviewPhase,
  stillToSign,
  type ConsentDraft,
  type ConsentField,
  type ReviewPhase,
} from '../submission-review';
import { LeaveConfirm, useLeaveGuard, type LeaveGuard } from './leave-guard';
import { describedBy, PortalField } from './portal-field';
import { SignatureList } from './submission-card';

export interface ReviewScreenProps {
  state: SubmissionState;
  file: PortalFile;
  /** The review as a signature or the submission answers it. */
  onState: (state: SubmissionState) => void;
  /** Reads the review again (a refusal says it changed: someone signed, the application was submitted). */
  onReload: () => void;
  /** The application was submitted: the file's stage and timeline changed too. */
  onSubmitted: () => void;
  onBack: () => void;
  onGuard: (guard: LeaveGuard | null) => void;
}

type Messages = Partial<Record<ConsentField | '', string>>;

/** The privacy policy in the page's language (`/privacy`, `/fr/confidentialite`). */
const privacyPolicyHref = localizePath('/privacy', pageLanguage);

/**
 * The review before submitting (issue 39 §7, decision 098): the disclosures, the three consents a
 * signature needs and the optional mail box (never ticked for the borrower), the typed full name,
 * checked with the route's own schema (loaded with zod as the screen opens) before it is sent, each
 * refusal beside its box, the first focused. Then the signature, everyone's, and for the main
 * applicant once all have signed this version, Submit. Ticked boxes and a typed name are never
 * dropped: leaving asks first, as the step screens do.
 */
export function ReviewScreen({ state, file, onState, onReload, onSubmitted, onBack, onGuard }: ReviewScreenProps) {
  const id = useId();
  const phase = reviewPhase(state, file.me.id);
  const me = reviewApplicant(state, file.me.id);
  const [draft, setDraft] = useState<ConsentDraft>(blankConsents);
  const [messages, setMessages] = useState<Messages>({});
  // Each refused signature is counted, so its summary is announced anew (as the step screens do).
  const [refusal, setRefusal] = useState({ attempt: 0, count: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'signing' | 'submitting' | null>(null);
  const [signedNow, setSignedNow] = useState(false);
  const dirty = phase === 'sign' && consentsTouched(draft);
  const { guard, pendingLeave, stay } = useLeaveGuard(dirty, onGuard);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastPhase = useRef<ReviewPhase>(phase);

  // A new screen: the page starts at its heading. The form's schema (and zod) start loading now, so
  // the first Sign does not wait for them; a failed load is tried again then.
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus();
    portalConsentSchemas().catch(() => undefined);
  }, []);

  // Signed, or submitted: what it did takes the focus (the button pressed is gone).
  useEffect(() => {
    if (phase !== lastPhase.current && (phase === 'signed' || phase === 'submitted')) outcomeRef.current?.focus();
    lastPhase.current = phase;
  }, [phase]);

  // After a refusal, the first refused box (or the name) takes the focus, in the page's order.
  const attempt = refusal.attempt;
  useEffect(() => {
    if (attempt === 0) return;
    (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? summaryRef.current)?.focus();
  }, [attempt]);

  const set = <K extends ConsentField>(field: K, value: ConsentDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMessages((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...kept } = current;
      return kept;
    });
  };

  function refuse(next: Messages) {
    setMessages(next);
    setRefusal((last) => ({ attempt: last.attempt + 1, count: Object.keys(next).length }));
  }

  /** A refusal that is not about a field (409: the application changed, was submitted, the file closed): said, and the review read again. */
  function fail(caught: unknown) {
    setFailure(isApiError(caught) ? caught.message : errorsMessages.internal);
    if (isApiError(caught) && (caught.status === 403 || caught.status === 409)) onReload();
  }

  async function sign(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    stay();
    let schemas: Awaited<ReturnType<typeof portalConsentSchemas>>;
    try {
      schemas = await portalConsentSchemas();
    } catch {
      setFailure(errorsMessages.network);
      return;
    }
    const parsed = schemas.signConsentsInput.safeParse(draft);
    if (!parsed.success) return refuse(consentMessages(parsed.error.issues));
    setMessages({});
    setBusy('signing');
    try {
      const answer = await signConsents(parsed.data);
      setDraft(blankConsents());
      setSignedNow(true);
      onState(answer);
    } catch (caught) {
      const fields = isApiError(caught) && caught.status === 400 ? caught.fields : undefined;
      if (fields && Object.keys(fields).length > 0) refuse(consentMessages(Object.entries(fields).map(([path, text]) => ({ path: path.split('.'), message: Array.isArray(text) ? text[0]! : text }))));
      else fail(caught);
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    if (busy) return;
    setFailure(null);
    setBusy('submitting');
    try {
      onState(await submitApplication());
      onSubmitted();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  }

  const box = (field: Exclude<ConsentField, 'fullName'>, label: string, required: boolean, extra?: ReactNode) => (
    <ConsentBox id={`${id}-${field}`} label={label} checked={draft[field]} required={required} error={messages[field]} onChange={(checked) => set(field, checked)} extra={extra} />
  );
  const mainName = state.applicants.find((applicant) => applicant.role === 'main')?.name ?? m.mainApplicant;
  const back = (
    <Button ref={backRef} variant="outline" onClick={() => guard(onBack)}>
      {m.back}
    </Button>
  );
  const failed = failure ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      {failure}
    </p>
  ) : null;
  const shown = Object.keys(messages).length > 0;

  return (
    <section className="flex flex-col gap-4 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {c.section}
      </h1>

      {phase === 'submitted' && state.submission ? (
        <>
          <div ref={outcomeRef} tabIndex={-1} role="status" className="flex flex-col gap-1 rounded-md bg-muted p-3 text-sm outline-none">
            <p className="font-medium">{c.submitted(state.submission.version, formatDate(state.submission.submittedAt))}</p>
            <p>{c.submittedNext}</p>
          </div>
          <SignatureList state={state} meId={file.me.id} />
          {failed}
          <div className="flex flex-wrap gap-3 border-t pt-4">{back}</div>
        </>
      ) : phase === 'closed' || phase === 'incomplete' ? (
        <>
          <p className="text-sm">{phase === 'closed' ? m.applicationClosed : c.incomplete}</p>
          {failed}
          <div className="flex flex-wrap gap-3 border-t pt-4">{back}</div>
        </>
      ) : phase === 'signed' && me?.signature ? (
        <>
          <div ref={outcomeRef} tabIndex={-1} role="status" className="flex flex-col gap-1 rounded-md bg-muted p-3 text-sm outline-none">
            {signedNow ? <p className="font-medium">{c.signedStatus}</p> : null}
            <p>{c.signedOn(me.signature.signedName, formatDate(me.signature.signedAt))}</p>
          </div>
          <SignatureList state={state} meId={file.me.id} />
          {file.me.role !== 'main' ? (
            <p className="text-sm text-muted-foreground">{c.mainSubmits(mainName)}</p>
          ) : maySubmit(state, file.me) ? null : (
            <p className="text-sm text-muted-foreground">{c.unsigned(stillToSign(state).map((applicant) => applicant.name).join(', '))}</p>
          )}
          {failed}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            {back}
            {file.me.role === 'main' && maySubmit(state, file.me) ? (
              <Button onClick={() => void submit()} disabled={busy !== null}>
                {busy === 'submitting' ? c.submitting : c.submit}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{c.intro}</p>
          {me?.signature ? <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">{c.changedSinceSigned}</p> : null}
          <section aria-labelledby={`${id}-disclosures`} className="flex flex-col gap-2">
            <h2 id={`${id}-disclosures`} className="text-base font-semibold">
              {c.disclosuresTitle}
            </h2>
            {state.texts.disclosures.map((paragraph, index) => (
              <p key={index} className="text-sm">
                {paragraph}
              </p>
            ))}
          </section>
          <form ref={formRef} noValidate onSubmit={sign} aria-labelledby={`${id}-sign`} className="flex flex-col gap-4 border-t pt-4">
            <div className="flex flex-col gap-1">
              <h2 id={`${id}-sign`} className="text-base font-semibold">
                {c.signTitle}
              </h2>
              <p className="text-sm text-muted-foreground">{m.requiredNote}</p>
            </div>
            <fieldset className="flex min-w-0 flex-col gap-3">
              <legend className="mb-3 text-sm font-semibold">{c.requiredConsents}</legend>
              {box('disclosuresAcknowledged', c.acknowledgeDisclosures, true)}
              {box('creditCheck', state.texts.creditCheck, true)}
              {box(
                'privacyPolicy',
                state.texts.privacyPolicy,
                true,
                <a className="inline-flex items-center gap-1 text-primary underline underline-offset-4" href={privacyPolicyHref} target="_blank" rel="noopener noreferrer">
                  {c.privacyPolicyLink}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> {c.newTab}</span>
                </a>,
              )}
            </fieldset>
            {box('clientMail', state.texts.clientMail, false)}
            <PortalField
              id={`${id}-fullName`}
              label={c.signedName}
              error={messages.fullName}
              type="text"
              autoComplete="name"
              value={draft.fullName}
              onChange={(event) => set('fullName', event.target.value)}
            />
            {shown ? (
              <div key={attempt} ref={summaryRef} tabIndex={-1} role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
                <p className="font-medium">{m.fixFields(refusal.count)}</p>
                {messages[''] ? <p>{messages['']}</p> : null}
              </div>
            ) : null}
            {failed}
            {pendingLeave ? (
              <LeaveConfirm
                id={`${id}-leave`}
                leave={pendingLeave}
                onKeepEditing={() => {
                  stay();
                  backRef.current?.focus();
                }}
              />
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
              {back}
              <Button type="submit" disabled={busy !== null}>
                {busy === 'signing' ? c.signing : c.sign}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** One consent: a box and its words (the box is the label's, so the whole text ticks it), then a link it needs and its refusal. */
function ConsentBox({ id, label, checked, required, error, extra, onChange }: { id: string; label: string; checked: boolean; required: boolean; error?: string; extra?: ReactNode; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="flex items-start gap-3 text-sm leading-relaxed">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded-sm accent-primary aria-invalid:ring-2 aria-invalid:ring-destructive"
          checked={checked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, !!error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {extra ? <div className="pl-8 text-sm">{extra}</div> : null}
      {error ? (
        <p id={`${id}-error`} className="pl-8 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
