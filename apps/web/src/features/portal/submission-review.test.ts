import { describe, expect, it } from 'vitest';
import { portalConsentMessages as c } from '@maple/shared/messages/portal-consent';
import { signConsentsInput, type SubmissionState } from '@maple/shared/schemas/portal-consent';
import { blankConsents, consentMessages, consentsTouched, mayOpenReview, maySubmit, reviewApplicant, reviewPhase, signatureStatus, stillToSign, type ReviewApplicant } from './submission-review';

const mainId = '6f1c1a52-6b1e-4c8e-9d42-0f4a4f6f0a01';
const coId = '6f1c1a52-6b1e-4c8e-9d42-0f4a4f6f0a02';
const main = { id: mainId, role: 'main' } as const;
const co = { id: coId, role: 'co_applicant' } as const;

const signed = (current: boolean) => ({ signedName: 'Priya Nair', signedAt: '2026-05-10T14:00:00.000Z', current });
const applicant = (id: string, role: 'main' | 'co_applicant', signature: ReviewApplicant['signature']): ReviewApplicant => ({ id, name: id === mainId ? 'Priya Nair' : 'Owen Clarke', role, signature });
function review(changes: Partial<SubmissionState> = {}): SubmissionState {
  return {
    texts: { disclosures: ['One', 'Two'], creditCheck: 'Credit', privacyPolicy: 'Privacy', clientMail: 'Mail' },
    complete: true,
    applicationSha256: 'a'.repeat(64),
    applicants: [applicant(mainId, 'main', null), applicant(coId, 'co_applicant', null)],
    submission: null,
    editable: true,
    ...changes,
  };
}

describe('a signature', () => {
  it('is of this version, of an earlier one (sign again), or none', () => {
    expect(signatureStatus(applicant(mainId, 'main', signed(true)))).toBe('current');
    expect(signatureStatus(applicant(mainId, 'main', signed(false)))).toBe('earlier');
    expect(signatureStatus(applicant(mainId, 'main', null))).toBe('none');
  });

  it('is still to give by everyone whose signature is not of this version, in the review’s order', () => {
    const state = review({ applicants: [applicant(mainId, 'main', signed(false)), applicant(coId, 'co_applicant', signed(true))] });
    expect(stillToSign(state).map((a) => a.name)).toEqual(['Priya Nair']);
    // The session's id may be written in capitals; the applicant is the same.
    expect(reviewApplicant(state, coId.toUpperCase())?.name).toBe('Owen Clarke');
  });
});

describe('where the review is for the borrower', () => {
  it('asks an incomplete application to be finished first, and opens only when complete and still editable', () => {
    expect(reviewPhase(review({ complete: false, applicationSha256: null }), mainId)).toBe('incomplete');
    expect(mayOpenReview(review({ complete: false }))).toBe(false);
    expect(mayOpenReview(review())).toBe(true);
    expect(mayOpenReview(review({ editable: false }))).toBe(false);
  });

  it('asks them to sign until their signature is of this version, then says they signed', () => {
    expect(reviewPhase(review(), mainId)).toBe('sign');
    expect(reviewPhase(review({ applicants: [applicant(mainId, 'main', signed(false))] }), mainId)).toBe('sign');
    const state = review({ applicants: [applicant(mainId, 'main', signed(true)), applicant(coId, 'co_applicant', null)] });
    expect(reviewPhase(state, mainId)).toBe('signed');
    expect(reviewPhase(state, coId)).toBe('sign');
  });

  it('shows the submission once the application is frozen, or a closed file with none', () => {
    const submission = { version: 1, submittedAt: '2026-05-11T15:00:00.000Z', sha256: 'a'.repeat(64) };
    expect(reviewPhase(review({ editable: false, submission }), mainId)).toBe('submitted');
    expect(reviewPhase(review({ editable: false }), mainId)).toBe('closed');
    // Reopened by the agent: version 1 stays on record, and the new version is signed again.
    expect(reviewPhase(review({ submission, applicants: [applicant(mainId, 'main', signed(false))] }), mainId)).toBe('sign');
  });
});

describe('who may submit', () => {
  const everyone = review({ applicants: [applicant(mainId, 'main', signed(true)), applicant(coId, 'co_applicant', signed(true))] });

  it('the main applicant, once every applicant has signed this version', () => {
    expect(maySubmit(everyone, main)).toBe(true);
    expect(maySubmit(review({ applicants: [applicant(mainId, 'main', signed(true)), applicant(coId, 'co_applicant', null)] }), main)).toBe(false);
    expect(maySubmit(review({ applicants: [applicant(mainId, 'main', signed(true)), applicant(coId, 'co_applicant', signed(false))] }), main)).toBe(false);
  });

  it('never a co-applicant, nor anyone once submitted, closed or incomplete', () => {
    expect(maySubmit(everyone, co)).toBe(false);
    expect(maySubmit({ ...everyone, editable: false }, main)).toBe(false);
    expect(maySubmit({ ...everyone, complete: false }, main)).toBe(false);
    expect(maySubmit({ ...everyone, applicants: [] }, main)).toBe(false);
    // A main applicant whose access is gone from the review (revoked) is not one of those who signed.
    expect(maySubmit({ ...everyone, applicants: everyone.applicants.slice(1) }, main)).toBe(false);
  });
});

describe('the consent form', () => {
  it('starts with every box unticked, the mail box too', () => {
    expect(blankConsents()).toEqual({ fullName: '', disclosuresAcknowledged: false, creditCheck: false, privacyPolicy: false, clientMail: false });
    expect(consentsTouched(blankConsents())).toBe(false);
    expect(consentsTouched({ ...blankConsents(), clientMail: true })).toBe(true);
    expect(consentsTouched({ ...blankConsents(), fullName: '  ' })).toBe(false);
    expect(consentsTouched({ ...blankConsents(), fullName: 'P' })).toBe(true);
  });

  it('is refused by the route’s schema box by box, each message beside its field, the optional mail box never', () => {
    const parsed = signConsentsInput.safeParse(blankConsents());
    expect(parsed.success).toBe(false);
    expect(consentMessages(parsed.error!.issues)).toEqual({
      fullName: c.nameRequired,
      disclosuresAcknowledged: c.mustAcknowledge,
      creditCheck: c.mustConsentToCreditCheck,
      privacyPolicy: c.mustAcceptPrivacyPolicy,
    });
    const ticked = { ...blankConsents(), fullName: 'Priya Nair', disclosuresAcknowledged: true, creditCheck: true, privacyPolicy: true };
    expect(signConsentsInput.parse(ticked)).toEqual({ ...ticked, clientMail: false });
  });

  it('keeps the first message of a field, and one about no field for the form', () => {
    expect(consentMessages([{ path: ['creditCheck'], message: 'first' }, { path: ['creditCheck'], message: 'second' }, { path: [], message: 'body' }, { path: ['extra'], message: 'unknown' }])).toEqual({ creditCheck: 'first', '': 'body' });
  });
});
