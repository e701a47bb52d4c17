import { pipelineBoard as pipelineBoardAnswer, pipelineQuery } from '@maple/shared/schemas/pipeline';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { pipelineBoard } from './pipeline.service.ts';

/** The Leads tab's pipeline board (decision 102): the dashboard's own files, the console's every agent's (`agentId` filters). Cards move through the files' stage route. */
const boardRoutes = inBothAreas(({ audience, say }) => [
  route(
    {
      method: 'get',
      path: '/',
      audience,
      permission: 'mortgageFile:read',
      summary: say({ dashboard: 'Read the pipeline board of my mortgage files', console: 'Read the pipeline board of every mortgage file' }),
      description:
        'One column per file stage with the count and total amount of every file in it, and its most recently moved cards (at most 50): client, amount, days in the stage, outstanding documents, and whether it is stale (the `pipelineStaleDays` setting). In the console `agentId` narrows it to one agent.',
      query: pipelineQuery,
      responses: { 200: { description: 'The board', schema: pipelineBoardAnswer } },
    },
    async (c, { query }) => c.json(await pipelineBoard(c.var, c.var.actor, query)),
  ),
]);

export const myPipelineRoutes = routes(...boardRoutes.dashboard);
export const adminPipelineRoutes = routes(...boardRoutes.console);
