import { leadsMessages } from '@maple/shared/messages/leads';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { fileParams, listFilesQuery, mortgageFile, mortgageFileList, moveFileStageInput } from '@maple/shared/schemas/mortgage-files';
import { idParam } from '@maple/shared/schemas/path-params';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { listFiles, listLeadFiles, moveFileStage, startFile } from './mortgage-files.service.ts';

/** Under …/leads: a lead's files, starting one, and moving one through the stages (decision 092). */
const onLeads = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'an own', console: 'a' });
  return [
    route(
      {
        method: 'get',
        path: '/:id/files',
        audience,
        permission: 'mortgageFile:read',
        summary: `List the mortgage files of ${whose} lead, newest first, each with its timeline`,
        description: "At most one is open; the others ended funded, withdrawn or declined. Another agent's lead is 404.",
        params: idParam,
        notFound: leadsMessages.notFound,
        responses: { 200: { description: "The lead's files", schema: mortgageFileList } },
      },
      async (c, { params }) => c.json(await listLeadFiles(c.var, c.var.actor, params.id)),
    ),
    route(
      {
        method: 'post',
        path: '/:id/files',
        audience,
        permission: 'mortgageFile:create',
        summary: `Start the mortgage file of ${whose} lead ("Start application")`,
        description: 'The file starts at `started`, on the lead\'s trail (`file_started`). A lead with an open file is 409.',
        params: idParam,
        notFound: leadsMessages.notFound,
        responses: { 201: { description: 'The new file', schema: mortgageFile } },
        errors: [409],
      },
      async (c, { params }) => c.json(await startFile(c.var, c.var.actor, params.id), 201),
    ),
    route(
      {
        method: 'post',
        path: '/:id/files/:fileId/stage',
        audience,
        permission: 'mortgageFile:update',
        summary: `Move a mortgage file of ${whose} lead to another stage`,
        description:
          'Forward or back while the file is open; funded, withdrawn and declined close it. Each move is on the timeline and the lead\'s trail (`file_stage_changed`) and goes to webhooks as `file.stage_changed`. A closed file, or a move to the current stage, is 409.',
        params: fileParams,
        notFound: mortgageFilesMessages.notFound,
        body: moveFileStageInput,
        responses: { 200: { description: 'The file as moved', schema: mortgageFile } },
        errors: [409],
      },
      async (c, { params, body }) => c.json(await moveFileStage(c.var, c.var.actor, params.id, params.fileId, body)),
    ),
  ];
});

/** A list of files across leads: the dashboard's own, the console's every agent's. */
const fileLists = inBothAreas(({ audience, say }) => [
  route(
    {
      method: 'get',
      path: '/',
      audience,
      permission: 'mortgageFile:read',
      summary: say({ dashboard: "List the agent's own mortgage files", console: 'List every mortgage file' }),
      description: 'Newest first, one page at a time; `stage` filters by stage, `q` by client name, and in the console `agentId` by agent.',
      query: listFilesQuery,
      responses: { 200: { description: 'One page of files', schema: mortgageFileList } },
    },
    async (c, { query }) => c.json(await listFiles(c.var, c.var.actor, query)),
  ),
]);

export const myLeadFileRoutes = routes(...onLeads.dashboard);
export const adminLeadFileRoutes = routes(...onLeads.console);
export const myFileRoutes = routes(...fileLists.dashboard);
export const adminFileRoutes = routes(...fileLists.console);
