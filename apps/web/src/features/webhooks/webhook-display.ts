import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { webhookEvents, type WebhookEvent } from '@maple/shared/schemas/webhooks';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** An event type as the console names it: the four subscribable events, the test event, or the code itself. */
export function eventLabel(type: string): string {
  if (type === 'webhook.test') return m.testEvent;
  return (webhookEvents as readonly string[]).includes(type) ? m.eventLabels[type as WebhookEvent] : type;
}

/** Why a delivery try failed, in words; an unknown code is shown as stored. */
export function attemptErrorLabel(code: string): string {
  return Object.hasOwn(m.attemptErrors, code) ? m.attemptErrors[code as keyof typeof m.attemptErrors] : code;
}

export type WebhookFieldErrors = Partial<Record<'url' | 'events' | 'description' | 'secret' | 'isActive' | '_', string>>;

/**
 * The first message per field, keyed by the field's name: `events.1` (one bad entry) is the events
 * field's message. Serves a failed shared-schema parse and the server's `fields` alike.
 */
export function webhookFieldErrors(entries: Iterable<readonly [string, string]>): WebhookFieldErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of entries) errors[path.split('.')[0] || '_'] ??= message;
  return errors;
}

export const parseErrors = (error: z.core.$ZodError) => webhookFieldErrors(error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const));

/** The server's field messages of a refused save; a refusal without them is shown as the form's own error. */
export function serverErrors(error: unknown): WebhookFieldErrors {
  if (!isApiError(error)) return {};
  if (!error.fields) return error.status === 400 ? { _: error.message } : {};
  return webhookFieldErrors(Object.entries(error.fields).map(([path, v]) => [path, Array.isArray(v) ? (v[0] ?? '') : v] as const));
}
