import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@maple/shared/schemas/audit';
import { auditActorText, auditDetailText } from './audit-event-text';

const event = (kind: AuditEvent['kind'], detail: Record<string, unknown> = {}, actorLabel: string | null = 'admin@demo.maple.test'): AuditEvent => ({
  id: 'e1',
  kind,
  actorUserId: actorLabel ? 'u1' : null,
  actorLabel,
  targetUserId: null,
  targetLabel: null,
  ipAddress: null,
  userAgent: null,
  detail,
  createdAt: '2026-11-24T16:00:00.000Z',
});

describe('an audit event in words', () => {
  it.each([
    [event('role_changed', { from: 'agent', to: 'admin' }), 'Agent → Admin'],
    [event('settings_changed', { fields: ['teamName', 'leadInboxEmails'] }), 'Changed: Team name, Lead inbox email(s)'],
    [event('representative_example_changed', { amount: 400000, amortizationYears: 25, fees: { appraisal: 400, lender: 0, brokerage: 0, legal: 600 } }), '$400,000 over 25 years, $1,000 of fees'],
    [event('leads_exported', { filter: { status: 'new', q: 'Tremblay' }, scope: 'any' }), 'Filter: Status: New, Search: Tremblay'],
    [event('leads_exported', { filter: {}, scope: 'own' }), 'Filter: All leads'],
    [event('session_ended', { count: 1, userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0' }), 'On Firefox on Windows'],
    [event('session_ended', { count: 3 }), '3 sessions'],
    [event('identification_corrected', { leadId: 'l1', identificationId: 'i1', fields: ['expiresOn', 'documentNumber'] }), 'Changed: Expiry date, Document number'],
    [event('identification_voided', { leadId: 'l1', identificationId: 'i1', reason: 'Wrong client' }), 'Wrong client'],
    [event('identification_revealed', { leadId: 'l1', identificationId: 'i1' }), null],
    [event('sign_in_failed', { reason: 'invalid_credentials' }), 'Wrong email or password'],
    [event('sign_in_succeeded', { method: 'two_factor' }), 'With two-factor'],
    [event('sign_in_succeeded', { method: 'password' }), null],
    [event('user_invited', { anything: 'x' }), null],
    [event('privacy_data_erased', { requestId: 'r1', step: 'leads', count: 6 }), 'Request r1 · leads: 6'],
    [event('privacy_request_recorded', { requestId: 'r1', requestKind: 'erasure' }), 'Request r1'],
    [event('retention_applied', { leads: 2, transcripts: 1, outboxFiles: 3 }), '2 leads anonymized, 1 transcript cleared, 3 mail files deleted'],
  ])('%# %s', (e, words) => {
    expect(auditDetailText(e)).toBe(words);
  });

  it('names who acted, or says nobody was signed in', () => {
    expect(auditActorText(event('sign_in_failed', {}, null))).toBe('Not signed in');
    expect(auditActorText(event('settings_changed'))).toBe('admin@demo.maple.test');
  });
});
