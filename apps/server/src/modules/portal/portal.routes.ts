import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { enterPortalInput, inviteCoApplicantInput, portalApplicant, portalFile, requestPortalLinkInput } from '@maple/shared/schemas/portal';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { portalCookieOf, portalCookiePath } from '../../lib/portal-cookie.ts';
import { fromOwnPages } from '../../lib/own-pages.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { endPortalSession, enterPortal, inviteCoApplicant, portalFileOf, requestPortalLinks } from './portal.service.ts';
import { portalApplication, saveApplicationStep, stepSchemaFor } from './application.service.ts';
import { signConsents, submissionState, submitApplication } from './submission.service.ts';
import { signConsentsInput, submissionState as submissionStateSchema } from '@maple/shared/schemas/portal-consent';
import type { PolicyConfiguration } from '../privacy/privacy-policy.service.ts';
import { applicationSteps } from '@maple/shared/schemas/application-steps';
import { describedApplicationSteps, savedApplication } from '@maple/shared/schemas/saved-application';
import { errorsMessages } from '@maple/shared/messages/errors';

const linkRequested = z.object({ requested: z.literal(true) });

/**
 * The borrower's portal (decision 094). Exchanging a link and asking for one are public (a link is
 * the authority); the rest is the `portal` audience: a borrower's session on their own file, never
 * a staff session. Every write here must come from the site's own pages, with or without a cookie.
 */
export function portalRoutes({ publicUrl, privacyPolicy }: { publicUrl: string; privacyPolicy: PolicyConfiguration }) {
  const secure = publicUrl.startsWith('https://');
  const cookie = portalCookieOf(secure);
  const sameOrigin = new URL(publicUrl).origin;
  const ownPagesOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (!fromOwnPages(c, sameOrigin)) throw new AppError('forbidden', errorsMessages.crossOrigin);
    await next();
  };
  return routes(
    route(
      {
        method: 'post',
        path: '/session',
        audience: 'public',
        summary: "Open the portal with a mailed link's token",
        description:
          "The page reads the token from the link's fragment and posts it (a mail scanner's GET uses nothing). A link works once and for seven days; an unknown, used or expired one, or a revoked applicant's, is 404. The answer sets the portal's own session cookie (12 hours, sent only to /api/portal). Limited per client address (429).",
        middleware: [ownPagesOnly, rateLimit('portal-session', { max: 20, windowSeconds: 600 })],
        body: enterPortalInput,
        errors: [429],
        responses: { 200: { description: "The borrower's file", schema: portalFile } },
      },
      async (c, { body }) => {
        const { sessionToken, expiresAt, borrower } = await enterPortal(c.var, body.token);
        setCookie(c, cookie, sessionToken, { path: portalCookiePath, httpOnly: true, sameSite: 'Lax', secure, expires: expiresAt });
        return c.json(await portalFileOf(c.var, borrower));
      },
    ),
    route(
      {
        method: 'post',
        path: '/links',
        audience: 'public',
        summary: 'Ask for a new link to the portal by email',
        description:
          'The same answer whether or not the address has an open file; when it has, a new link is mailed for each. A few requests an hour for one address send mail; beyond, the answer is the same and nothing is sent. Limited per client address (429).',
        middleware: [ownPagesOnly, rateLimit('portal-link-request', { max: 10, windowSeconds: 600 })],
        body: requestPortalLinkInput,
        errors: [429],
        responses: { 202: { description: 'The neutral answer', schema: linkRequested } },
      },
      async (c, { body }) => {
        await requestPortalLinks(c.var, body.email);
        return c.json({ requested: true as const }, 202);
      },
    ),
    route(
      {
        method: 'get',
        path: '/file',
        audience: 'portal',
        summary: "The borrower's file: its stage, timeline, agent and applicants",
        description: "The timeline lists the stages and their dates, not the brokerage's notes.",
        responses: { 200: { description: "The borrower's file", schema: portalFile } },
      },
      async (c) => c.json(await portalFileOf(c.var, c.var.borrower!)),
    ),
    route(
      {
        method: 'post',
        path: '/co-applicants',
        audience: 'portal',
        summary: 'Invite a co-applicant (the main applicant only)',
        description: 'The co-applicant gets their own link, in the inviter\'s language. A file has at most four applicants; an address with access already is 409; a co-applicant inviting is 403.',
        middleware: [ownPagesOnly],
        body: inviteCoApplicantInput,
        errors: [403, 409],
        responses: { 201: { description: 'The co-applicant', schema: portalApplicant } },
      },
      async (c, { body }) => c.json(await inviteCoApplicant(c.var, c.var.borrower!, body), 201),
    ),
    route(
      {
        method: 'get',
        path: '/application',
        audience: 'portal',
        summary: 'The application as saved so far, step by step',
        description: 'Every applicant of the file fills the same application; each step is as its schema parsed it, with when it was saved.',
        responses: { 200: { description: 'The saved steps', schema: savedApplication } },
      },
      async (c) => c.json(await portalApplication(c.var, c.var.borrower!)),
    ),
    // One route per step, each with its own schema (what the description, the matrix and the fuzz read).
    ...applicationSteps.map((step) =>
      route(
        {
          method: 'put',
          path: `/application/${step}`,
          audience: 'portal',
          summary: `Save the application's ${step.replace('_', ' ')} step`,
          description: "Its dated rules read on the brokerage's day; each refusal names its field and nothing is saved. A closed file is 409.",
          middleware: [ownPagesOnly],
          body: describedApplicationSteps[step],
          bodyOf: (c) => stepSchemaFor(step, c.var.clock.now()),
          errors: [409],
          responses: { 200: { description: 'The saved steps', schema: savedApplication } },
        },
        async (c, { body }) => c.json(await saveApplicationStep(c.var, c.var.borrower!, step, body)),
      ),
    ),
    route(
      {
        method: 'get',
        path: '/submission',
        audience: 'portal',
        summary: 'The review before submitting: the disclosures and consents to sign, who has signed, and the submission',
        description: "The texts are in the page's language, filled with the brokerage's name and the privacy policy's date. A signature is current when it is of the application as it stands (its SHA-256).",
        responses: { 200: { description: 'The review', schema: submissionStateSchema } },
      },
      async (c) => c.json(await submissionState(c.var, c.var.borrower!, c.var.language, privacyPolicy)),
    ),
    route(
      {
        method: 'post',
        path: '/consents',
        audience: 'portal',
        summary: "Sign: acknowledge the disclosures, consent to the credit check and the privacy policy, and optionally to mail after funding",
        description:
          "Each a consent record with the words shown, the typed full name, the time, the client address and browser, and the SHA-256 of the application as it stands. An incomplete, submitted or closed application is 409.",
        middleware: [ownPagesOnly],
        body: signConsentsInput,
        errors: [409],
        responses: { 201: { description: 'The review, with this signature', schema: submissionStateSchema } },
      },
      async (c, { body }) =>
        c.json(await signConsents(c.var, c.var.borrower!, body, { language: c.var.language, clientAddress: c.var.clientIp, userAgent: c.req.header('user-agent') ?? null }, privacyPolicy), 201),
    ),
    route(
      {
        method: 'post',
        path: '/submission',
        audience: 'portal',
        summary: 'Submit the application (the main applicant)',
        description:
          'Every applicant must have signed the application as it stands. It is then frozen as the next version with its SHA-256 and the file moves to `submitted` (on its timeline, the lead\'s trail and the webhooks). A co-applicant is 403; unsigned, incomplete or already submitted is 409.',
        middleware: [ownPagesOnly],
        errors: [403, 409],
        responses: { 200: { description: 'The review, submitted', schema: submissionStateSchema } },
      },
      async (c) => c.json(await submitApplication(c.var, c.var.borrower!, c.var.language, privacyPolicy)),
    ),
    route(
      {
        method: 'delete',
        path: '/session',
        audience: 'portal',
        summary: 'Sign out of the portal',
        description: 'The session ends on every process; the cookie is cleared.',
        middleware: [ownPagesOnly],
        responses: { 204: { description: 'Signed out' } },
      },
      async (c) => {
        await endPortalSession(c.var, c.var.borrower!);
        deleteCookie(c, cookie, { path: portalCookiePath, secure });
        return c.body(null, 204);
      },
    ),
  );
}

