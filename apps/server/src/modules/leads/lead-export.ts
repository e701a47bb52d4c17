import { brokerageDay } from '@maple/shared/brokerage-day';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { Lead } from '@maple/shared/schemas/leads';
import { csvStream, type CsvCell } from '../../lib/csv.ts';

const m = leadManagementMessages;

/**
 * The leads' CSV document as a stream (the console's filtered set, or an agent's own): write one
 * `leadCsvRow` per lead, labels as the tables show them.
 */
export const leadsCsvStream = () => csvStream(m.csv.columns);

/** One lead's row: every metadata field kept as JSON in the last column, so nothing a form captured is lost. */
export function leadCsvRow(lead: Lead): CsvCell[] {
  return [
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
    m.consentBases[lead.consent.basis],
    lead.consent.lapsesAt ?? '',
  ];
}

/** `leads-2026-11-23.csv` */
export const leadsCsvFileName = (now: Date) => `leads-${brokerageDay(now)}.csv`;
