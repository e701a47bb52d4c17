import { z } from 'zod';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { fileParams } from '@maple/shared/schemas/mortgage-files';
import { applicantParams, portalApplicant, portalApplicantList } from '@maple/shared/schemas/portal';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { listApplicants, revokeApplicant, sendApplicantLink } from './portal.service.ts';
import { fileApplication } from './application.service.ts';
import { savedApplication } from '@maple/shared/schemas/saved-application';

const linkSent = z.object({ sent: z.literal(true) });

/** Under …/leads: who may open a file in the borrower's portal, a new link for one, and revoking one (decision 094). */
const onFiles = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'an own', console: 'a' });
  return [
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/applicants',
        audience,
        permission: 'mortgageFile:read',
        summary: `List who may open ${whose} lead's file in the portal`,
        description: 'The main applicant (the lead\'s client) and the co-applicants they invited, revoked ones included, first invited first.',
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        responses: { 200: { description: 'The applicants', schema: portalApplicantList } },
      },
      async (c, { params }) => c.json(await listApplicants(c.var, c.var.actor, params.id, params.fileId)),
    ),
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/application',
        audience,
        permission: 'mortgageFile:read',
        summary: `Read the application of ${whose} lead's file, as the borrower saved it`,
        description: 'Each step as its schema parsed it, with when it was saved.',
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        responses: { 200: { description: 'The saved steps', schema: savedApplication } },
      },
      async (c, { params }) => c.json(await fileApplication(c.var, c.var.actor, params.id, params.fileId)),
    ),
    route(
      {
        method: 'post',
        path: '/:id/files/:fileId/applicants/:applicantId/link',
        audience,
        permission: 'mortgageFile:update',
        summary: `Mail an applicant of ${whose} lead's file a new portal link`,
        description: 'A new single-use link for seven days, through the job queue. A closed file or a revoked applicant is 409.',
        params: applicantParams,
        notFound: m.applicantNotFound,
        errors: [409],
        responses: { 202: { description: 'The link is on its way', schema: linkSent } },
      },
      async (c, { params }) => {
        await sendApplicantLink(c.var, c.var.actor, params.id, params.fileId, params.applicantId);
        return c.json({ sent: true as const }, 202);
      },
    ),
    route(
      {
        method: 'post',
        path: '/:id/files/:fileId/applicants/:applicantId/revoke',
        audience,
        permission: 'mortgageFile:update',
        summary: `Revoke an applicant's portal access to ${whose} lead's file`,
        description: "The applicant's sessions end and unused links stop working at once. Already revoked is 409.",
        params: applicantParams,
        notFound: m.applicantNotFound,
        errors: [409],
        responses: { 200: { description: 'The applicant, revoked', schema: portalApplicant } },
      },
      async (c, { params }) => c.json(await revokeApplicant(c.var, c.var.actor, params.id, params.fileId, params.applicantId)),
    ),
  ];
});

export const myPortalAccessRoutes = routes(...onFiles.dashboard);
export const adminPortalAccessRoutes = routes(...onFiles.console);
