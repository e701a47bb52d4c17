import { brokerageDay } from '@maple/shared/brokerage-day';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { Lead } from '@maple/shared/schemas/leads';
import { csvDocument, type CsvCell } from '../../lib/csv.ts';

const m = leadManagementMessages;

/**
 * The leads as a CSV document (the console's filtered set, or an agent's own): one row per lead,
 * labels as the tables show them, every metadata field kept as JSON in the last column so nothing
 * a form captured is lost.
 */
export function leadsCsv(items: readonly Lead[]): string {
  return csvDocument(
    m.csv.columns,
    items.map((lead): CsvCell[] => [
      lead.createdAt,
      lead.clientName,
      lead.clientEmail,
      lead.clientPhone,
      m.types[lead.type],
      m.sources[lead.source],
      m.statuses[lead.status],
      lead.agentName ?? '',
      lead.message,
      lead.notes,
      Object.keys(lead.metadata).length > 0 ? JSON.stringify(lead.metadata) : '',
    ]),
  );
}

/** `leads-2026-11-23.csv` */
export const leadsCsvFileName = (now: Date) => `leads-${brokerageDay(now)}.csv`;
