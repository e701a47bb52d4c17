import type { Context } from 'hono';
import type { ListLeadsQuery } from '@maple/shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env.ts';
import { leadsCsv, leadsCsvFileName } from './lead-export.ts';
import { exportLeads } from './leads.service.ts';

/**
 * GET …/leads/export.csv for both audiences: the same filters as the list, every matching row, as a
 * download; each exported lead's trail records the export.
 */
export async function leadsCsvResponse(c: Context<AppEnv>, query: ListLeadsQuery) {
  const items = await exportLeads(c.var, c.var.actor, query);
  return c.body(leadsCsv(items), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${leadsCsvFileName(c.var.clock.now())}"`,
  });
}
