import { inArray, sql } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import type { Language } from '@maple/shared/i18n/languages';
import type { Actor } from '@maple/shared/permissions';
import type { LeadImportResult } from '@maple/shared/schemas/lead-import';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordLeadActivity, userActor } from './lead-activity.ts';
import { checkLeadRows, readLeadCsv } from './lead-import.ts';

/**
 * The console's CSV import: the export's columns, each row checked, duplicates by email (already on
 * file, or earlier in the file) skipped. A dry run writes nothing; the import writes every ready
 * row in one transaction, without notification mails or webhooks: these leads come from another
 * system, which already told whoever needed to know.
 */
export async function importLeads(deps: Deps, actor: Actor | null, csv: string, dryRun: boolean, language: Language = 'en'): Promise<LeadImportResult> {
  assertCan(actor, 'lead:create');
  const file = readLeadCsv(csv, language);
  const emails = [...new Set(file.rows.map(({ cells }) => cells[file.header.indexOf('Email')]?.trim().toLowerCase() ?? '').filter(Boolean))];
  const [agentRows, onFile] = await Promise.all([
    deps.db.select({ id: agents.id, name: agents.name }).from(agents),
    emails.length ? deps.db.selectDistinct({ email: sql<string>`lower(${leads.clientEmail})` }).from(leads).where(inArray(sql`lower(${leads.clientEmail})`, emails)) : [],
  ]);
  const agentsByName = new Map<string, string[]>();
  for (const agent of agentRows) agentsByName.set(agent.name.toLowerCase(), [...(agentsByName.get(agent.name.toLowerCase()) ?? []), agent.id]);
  const checked = checkLeadRows(file, { now: deps.clock.now(), agentsByName, emailsOnFile: new Set(onFile.map((row) => row.email)), language });
  const ready = checked.flatMap((row) => (row.lead ? [row.lead] : []));
  if (!dryRun && ready.length) {
    const agentNames = new Map(agentRows.map((agent) => [agent.id, agent.name]));
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const importer = await userActor(tx, actor);
      // In slices: one INSERT carries at most 65,535 parameters.
      for (let i = 0; i < ready.length; i += 500) {
        const rows = await tx.insert(leads).values(ready.slice(i, i + 500)).returning({ id: leads.id, source: leads.source, agentId: leads.agentId });
        // Each imported lead's trail starts with its import: by whom, and when it was imported.
        await recordLeadActivity(
          tx,
          now,
          importer,
          rows.map((row) => ({ leadId: row.id, kind: 'created' as const, detail: { source: row.source, agentId: row.agentId, agentName: row.agentId ? (agentNames.get(row.agentId) ?? null) : null } })),
        );
      }
    });
    deps.logger.info('leads imported', { count: ready.length });
  }
  return {
    dryRun,
    total: checked.length,
    ready: ready.length,
    duplicates: checked.filter((row) => row.status === 'duplicate').length,
    invalid: checked.filter((row) => row.status === 'error').length,
    imported: dryRun ? 0 : ready.length,
    rows: checked.map(({ lead: _lead, ...row }) => row),
  };
}
