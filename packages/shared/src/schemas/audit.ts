import { z } from 'zod';
import { listOf, pageQuery } from './paging.ts';

/**
 * What the audit trail records (issue 20). Each kind names one security or data-protection event;
 * its `detail` holds that kind's own facts (a filter, the fields changed, the role before and after),
 * never a password, token, code or secret.
 */
export const auditKinds = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_locked_out',
  'password_reset_requested',
  'password_reset_used',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'session_ended',
  'user_invited',
  'user_disabled',
  'user_enabled',
  'user_deleted',
  'role_changed',
  'leads_exported',
  'settings_changed',
  'privacy_request_recorded',
  'privacy_request_updated',
  'privacy_data_exported',
  'privacy_data_corrected',
  'privacy_data_erased',
  'privacy_incident_recorded',
  'privacy_incident_updated',
  'privacy_incident_deleted',
  'retention_applied',
  'identification_recorded',
  'identification_corrected',
  'identification_voided',
  'identification_revealed',
  'representative_example_changed',
  'file_document_downloaded',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** One event as the Activity views show it. */
export const auditEvent = z.object({
  id: z.string(),
  kind: z.enum(auditKinds),
  actorUserId: z.string().nullable(),
  actorLabel: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditEventList = listOf(auditEvent);

/** GET /api/admin/audit-events: by kind and by user (as actor or target), newest first. */
export const adminAuditQuery = pageQuery.omit({ q: true }).extend({
  kind: z.enum(auditKinds).optional(),
  userId: z.string().min(1).max(100).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;
/** GET /api/me/audit-events: the caller's own account's events, newest first. */
export const myAuditQuery = pageQuery.omit({ q: true });
export type MyAuditQuery = z.infer<typeof myAuditQuery>;
