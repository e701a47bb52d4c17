import { z } from 'zod';
import { portalMessages as m } from '../messages/portal.ts';
import { fileStages } from './file-stages.ts';
import { recordId } from './path-params.ts';
import { emailText, requiredText } from './text.ts';
import { maxApplicantsPerFile, portalTokenPattern } from '../portal-rules.ts';

// The borrower's portal (issue 39 §2, decision 094): a mailed link exchanged for a session scoped
// to one applicant of one file.

export { maxApplicantsPerFile, portalTokenPattern };

/** POST /api/portal/session: the token from the link's fragment, exchanged (once) for a session. */
export const enterPortalInput = z.strictObject({
  token: z.string({ error: m.tokenRequired }).min(1, m.tokenRequired).regex(portalTokenPattern, m.linkInvalid),
});
export type EnterPortalInput = z.infer<typeof enterPortalInput>;

const email = (required: string = m.emailRequired) => emailText({ invalid: m.emailInvalid, required, tooLong: m.tooLong });

/** POST /api/portal/links: a new link for an address, answered the same whether or not it has a file. */
export const requestPortalLinkInput = z.strictObject({ email: email() });
export type RequestPortalLinkInput = z.infer<typeof requestPortalLinkInput>;

/** POST /api/portal/co-applicants: the main applicant invites a co-applicant, who gets their own link. */
export const inviteCoApplicantInput = z.strictObject({
  name: requiredText({ max: 200, required: m.nameRequired, tooLong: m.tooLong }),
  email: email(m.coApplicantEmailRequired),
});
export type InviteCoApplicantInput = z.infer<typeof inviteCoApplicantInput>;
export type InviteCoApplicantRequest = z.input<typeof inviteCoApplicantInput>;

export const applicantRoles = ['main', 'co_applicant'] as const;

export const portalApplicant = z.object({
  id: z.string(),
  role: z.enum(applicantRoles),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Set once the agent revokes the applicant's access. */
  revokedAt: z.string().nullable(),
});
export type PortalApplicant = z.infer<typeof portalApplicant>;
export const portalApplicantList = z.object({ items: z.array(portalApplicant) });
export type PortalApplicantList = z.infer<typeof portalApplicantList>;

export const applicantParams = z.object({ id: recordId, fileId: recordId, applicantId: recordId });

/** What the borrower sees of their file: where it is, its timeline (stages and dates, not the brokerage's notes), their agent and the applicants. */
export const portalFile = z.object({
  fileId: z.string(),
  stage: z.enum(fileStages),
  closed: z.boolean(),
  timeline: z.array(z.object({ stage: z.enum(fileStages), at: z.string() })),
  agent: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** The applicant this session is for. */
  me: portalApplicant.pick({ id: true, role: true, name: true }),
  /** Everyone with live access; a co-applicant sees the names only of the others. */
  applicants: z.array(portalApplicant.pick({ id: true, role: true, name: true })),
  language: z.enum(['en', 'fr']),
});
export type PortalFile = z.infer<typeof portalFile>;
