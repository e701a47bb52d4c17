import type { SubmissionState } from '@maple/shared/schemas/portal-consent';

// The review before submitting (issue 39 §7, decision 098) as the portal reads it from
// GET /api/portal/submission: who has signed the application as it stands, what this borrower may
// do next, and the consent form's values. Pure, so the rules the screens follow are tested here;
// the server decides (a stale page's Submit is refused with a 409 that names who has not signed).

export type ReviewApplicant = SubmissionState['applicants'][number];

/** An applicant's signature: of the application as it stands, of an earlier version (sign again), or none. */
export type SignatureStatus = 'current' | 'earlier' | 'none';

export function signatureStatus(applicant: ReviewApplicant): SignatureStatus {
  if (!applicant.signature) return 'none';
  return applicant.signature.current ? 'current' : 'earlier';
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** This borrower among the applicants of the review, if they still have access. */
export const reviewApplicant = (state: SubmissionState, meId: string) => state.applicants.find((applicant) => sameId(applicant.id, meId));

/** The applicants whose signature is not of the application as it stands, in the review's order. */
export const stillToSign = (state: SubmissionState) => state.applicants.filter((applicant) => signatureStatus(applicant) !== 'current');

/**
 * Where the review is for this borrower:
 * - `closed`: nothing may change and nothing was submitted (the file closed);
 * - `submitted`: the latest version is with the agent, frozen until they reopen the file;
 * - `incomplete`: a step is missing or has something to fix, so there is nothing final to sign;
 * - `sign`: they have not signed the application as it stands (never, or an earlier version);
 * - `signed`: their signature is current; the main applicant may submit once everyone's is.
 */
export type ReviewPhase = 'closed' | 'submitted' | 'incomplete' | 'sign' | 'signed';

export function reviewPhase(state: SubmissionState, meId: string): ReviewPhase {
  if (!state.editable) return state.submission ? 'submitted' : 'closed';
  if (!state.complete) return 'incomplete';
  const me = reviewApplicant(state, meId);
  return me && signatureStatus(me) === 'current' ? 'signed' : 'sign';
}

/** The review screen opens while the application may be signed: complete and still editable. */
export const mayOpenReview = (state: SubmissionState) => state.editable && state.complete;

/**
 * The Submit button: the main applicant only (a co-applicant is 403), while the application is
 * complete and editable, once every applicant with access has signed it as it stands.
 */
export function maySubmit(state: SubmissionState, me: { id: string; role: 'main' | 'co_applicant' }): boolean {
  return me.role === 'main' && mayOpenReview(state) && state.applicants.length > 0 && stillToSign(state).length === 0 && reviewApplicant(state, me.id) !== undefined;
}

// ---- The consent form ------------------------------------------------------------------------------

/** What the borrower ticks and types; every box starts unticked (the mail box is never ticked for them). */
export interface ConsentDraft {
  fullName: string;
  disclosuresAcknowledged: boolean;
  creditCheck: boolean;
  privacyPolicy: boolean;
  clientMail: boolean;
}
export type ConsentField = keyof ConsentDraft;

export const blankConsents = (): ConsentDraft => ({ fullName: '', disclosuresAcknowledged: false, creditCheck: false, privacyPolicy: false, clientMail: false });

/** The fields in the page's order: the first refused one takes the focus. */
export const consentFields: readonly ConsentField[] = ['disclosuresAcknowledged', 'creditCheck', 'privacyPolicy', 'clientMail', 'fullName'];

/** Whether anything was ticked or typed (the screen then asks before it is left). */
export const consentsTouched = (draft: ConsentDraft) => draft.fullName.trim() !== '' || consentFields.some((field) => field !== 'fullName' && draft[field] === true);

/**
 * The refusals by the field that shows them, from the schema's issues or the server's 400 fields:
 * the first message per field; anything about no field of the form (the body itself) under ''.
 */
export function consentMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<ConsentField | '', string>> {
  const messages: Partial<Record<ConsentField | '', string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = (consentFields as readonly string[]).includes(key) ? (key as ConsentField) : '';
    messages[field] ??= issue.message;
  }
  return messages;
}
