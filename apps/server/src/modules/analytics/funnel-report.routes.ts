import { Readable } from 'node:stream';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { pipelineMessages } from '@maple/shared/messages/pipeline';
import { funnelQuery, funnelReport as funnelReportAnswer } from '@maple/shared/schemas/pipeline';
import { inBothAreas } from '../../lib/area-routes.ts';
import { csvStream } from '../../lib/csv.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { route, routes } from '../../lib/route.ts';
import { funnelCsvRows, funnelReport } from './funnel-report.service.ts';

/** The Analytics tab's funnel (decision 102): the dashboard's own leads and files, the console's all (`agentId` filters). */
const funnelRoutes = inBothAreas(({ audience, say }) => [
  route(
    {
      method: 'get',
      path: '/funnel',
      audience,
      permission: 'analytics:read',
      summary: say({
        dashboard: 'Read the funnel of my leads: profile views, files and funded, by month, source and agent',
        console: 'Read the funnel of every lead: profile views, files and funded, by month, source and agent',
      }),
      description:
        'Leads made in each of the last `months` months (brokerage time zone), how many got a mortgage file and how many of those reached `funded`; the views of agent profile pages by month and agent (the per-profile count, no source; nothing follows a visitor across pages); and the median days files spent in each stage they left within the period.',
      query: funnelQuery,
      responses: { 200: { description: 'The report', schema: funnelReportAnswer } },
    },
    async (c, { query }) => c.json(await funnelReport(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'get',
      path: '/funnel.csv',
      audience,
      permission: 'analytics:read',
      summary: say({ dashboard: 'Download the funnel of my leads as CSV', console: 'Download the funnel of every lead as CSV' }),
      query: funnelQuery,
      responses: { 200: { description: 'One row per month, source, agent and stage', contentType: 'text/csv' } },
    },
    async (c, { query }) => {
      const report = await funnelReport(c.var, c.var.actor, query);
      const m = inLanguage(pipelineMessages, c.var.language);
      const csv = csvStream([m.csv.report, m.csv.group, m.csv.profileViews, m.csv.leads, m.csv.files, m.csv.funded, m.csv.medianDays, m.csv.stays]);
      Readable.from(funnelCsvRows(report, { ...m.csv, unassigned: m.report.unassigned })).pipe(csv);
      return c.body(ReadableStream.from<Uint8Array>(csv), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="funnel-${report.from}-${report.to}-${brokerageDay(c.var.clock.now())}.csv"`,
      });
    },
  ),
]);

export const myFunnelRoutes = routes(...funnelRoutes.dashboard);
export const adminFunnelRoutes = routes(...funnelRoutes.console);
