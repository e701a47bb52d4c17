import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { dealPackage } from '@maple/shared/schemas/deal-package';
import { fileParams } from '@maple/shared/schemas/mortgage-files';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { dealPackagePdf } from './deal-package-pdf.ts';
import { dealPackageZip } from './deal-package-zip.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { dealPackageOf } from './deal-package.service.ts';

/** Under …/leads: the deal package of a file, as JSON and as a readable PDF (issue 39 §9, decision 100). */
const onFiles = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'an own', console: 'a' });
  return [
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/package',
        audience,
        permission: 'mortgageFile:read',
        summary: `Download the deal package of ${whose} lead's file as JSON`,
        description: 'The file and its timeline, the application (the latest submitted version, else the steps as saved), who has portal access, and every consent record with its words.',
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        responses: { 200: { description: 'The deal package', schema: dealPackage } },
      },
      async (c, { params }) => {
        const pkg = await dealPackageOf(c.var, c.var.actor, params.id, params.fileId);
        c.header('Content-Disposition', `attachment; filename="application-${params.fileId}.json"`);
        return c.json(pkg);
      },
    ),
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/package.pdf',
        audience,
        permission: 'mortgageFile:read',
        summary: `Download the deal package of ${whose} lead's file as a readable PDF`,
        description: "Every section of the application with the portal's labels, the timeline, portal access and the consent records, in the signed-in user's language.",
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        responses: { 200: { description: 'The application as a PDF', contentType: 'application/pdf' } },
      },
      async (c, { params }) => {
        const pkg = await dealPackageOf(c.var, c.var.actor, params.id, params.fileId);
        return c.body(dealPackagePdf(pkg, c.var.user?.language ?? 'en'), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="application-${params.fileId}.pdf"`,
        });
      },
    ),
    route(
      {
        method: 'get',
        path: '/:id/files/:fileId/package.zip',
        audience,
        permission: 'mortgageFile:read',
        summary: `Download the deal package of ${whose} lead's file as a ZIP, with its accepted documents`,
        description:
          'The application as PDF and JSON, then every file of the documents the agent accepted, streamed from storage as the archive is read. Each document in it is on the audit trail as a download.',
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        responses: { 200: { description: 'The deal package as a ZIP archive', contentType: 'application/zip' } },
      },
      async (c, { params }) => {
        const language = c.var.user?.language ?? 'en';
        const pkg = await dealPackageOf(c.var, c.var.actor, params.id, params.fileId);
        const body = await dealPackageZip(c.var, c.var.actor, auditSourceOf(c), pkg, dealPackagePdf(pkg, language), language);
        return c.body(body, 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="application-${params.fileId}.zip"` });
      },
    ),
  ];
});

export const myDealPackageRoutes = routes(...onFiles.dashboard);
export const adminDealPackageRoutes = routes(...onFiles.console);
