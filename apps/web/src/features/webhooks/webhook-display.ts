import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { webhookEvents, type WebhookEvent } from '@maple/shared/schemas/webhooks';

/** An event type as the console names it: the four subscribable events, the test event, or the code itself. */
export function eventLabel(type: string): string {
  if (type === 'webhook.test') return m.testEvent;
  return (webhookEvents as readonly string[]).includes(type) ? m.eventLabels[type as WebhookEvent] : type;
}

/** Why a delivery try failed, in words; an unknown code is shown as stored. */
export function attemptErrorLabel(code: string): string {
  return Object.hasOwn(m.attemptErrors, code) ? m.attemptErrors[code as keyof typeof m.attemptErrors] : code;
}
