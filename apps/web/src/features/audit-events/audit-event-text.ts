import { browserName } from '@maple/shared/browser-name';
import { auditMessages as m } from '@maple/shared/messages/audit';
import { identificationsMessages as identifications } from '@maple/shared/messages/identifications';
import { leadManagementMessages as leads } from '@maple/shared/messages/lead-management';
import { settingsMessages } from '@maple/shared/messages/settings';
import type { AuditEvent } from '@maple/shared/schemas/audit';
import { formatPlainDollars } from '@/lib/format';

const d = m.detail;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

// An export's enum filters read as the Leads tab shows them.
const filterValues: Record<string, Record<string, string>> = { status: leads.statuses, source: leads.sources, type: leads.types };
const filterValue = (name: string, value: unknown) => filterValues[name]?.[String(value)] ?? String(value);

/** A settings field's label as the Settings tab shows it, else its name. */
function settingsLabel(name: string): string {
  const label = (settingsMessages as Record<string, unknown>)[name];
  return typeof label === 'string' ? label : name;
}

/**
 * An event's own facts in words ("Agent → Admin", "Changed: Team name, Phone"); null when the kind
 * has nothing to add. The trail holds no password, token or code, so nothing here can show one.
 */
export function auditDetailText(event: AuditEvent): string | null {
  const detail = event.detail;
  switch (event.kind) {
    case 'sign_in_succeeded':
      return detail.method === 'two_factor' ? d.twoFactor : null;
    case 'sign_in_failed':
      return d.reasons[text(detail.reason) ?? ''] ?? null;
    case 'role_changed': {
      const from = text(detail.from);
      const to = text(detail.to);
      return from && to ? d.roleChange(d.roles[from] ?? from, d.roles[to] ?? to) : null;
    }
    case 'representative_example_changed': {
      const fees = detail.fees && typeof detail.fees === 'object' ? Object.values(detail.fees as Record<string, unknown>).reduce<number>((sum, fee) => sum + Number(fee ?? 0), 0) : 0;
      return typeof detail.amount === 'number' && typeof detail.amortizationYears === 'number'
        ? d.example(formatPlainDollars(detail.amount), detail.amortizationYears, formatPlainDollars(fees))
        : null;
    }
    case 'settings_changed':
      return Array.isArray(detail.fields) && detail.fields.length > 0 ? d.fields(detail.fields.map(String).map(settingsLabel).join(', ')) : null;
    case 'leads_exported': {
      const filter = detail.filter && typeof detail.filter === 'object' ? Object.entries(detail.filter as Record<string, unknown>) : [];
      if (filter.length === 0) return d.filter(d.allLeads);
      return d.filter(filter.map(([name, value]) => `${d.filterNames[name] ?? name}: ${filterValue(name, value)}`).join(', '));
    }
    case 'identification_corrected': {
      const labels = identifications.fields as Record<string, string>;
      return Array.isArray(detail.fields) && detail.fields.length > 0 ? d.fields(detail.fields.map(String).map((name) => labels[name] ?? name).join(', ')) : null;
    }
    case 'identification_voided':
      return text(detail.reason);
    case 'session_ended': {
      const count = typeof detail.count === 'number' ? detail.count : 1;
      return count === 1 && 'userAgent' in detail ? d.browser(browserName(text(detail.userAgent))) : d.sessions(count);
    }
    case 'privacy_data_erased':
      return typeof detail.step === 'string' && typeof detail.count === 'number' ? `${m.privacy.request(String(detail.requestId))} · ${m.privacy.step(detail.step, detail.count)}` : null;
    case 'privacy_request_recorded':
    case 'privacy_request_updated':
    case 'privacy_data_exported':
    case 'privacy_data_corrected':
      return typeof detail.requestId === 'string' ? m.privacy.request(detail.requestId) : null;
    case 'retention_applied':
      return m.privacy.retention(Number(detail.leads ?? 0), Number(detail.transcripts ?? 0), Number(detail.outboxFiles ?? 0));
    default:
      return null;
  }
}

/** Who did it: their email at the time, or "Not signed in" (a failed sign-in). */
export const auditActorText = (event: AuditEvent) => event.actorLabel ?? m.nobody;
