import { describe, expect, it } from 'vitest';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { createWebhookInput } from '@maple/shared/schemas/webhooks';
import { ApiError } from '@/lib/api-client';
import { attemptErrorLabel, eventLabel, parseErrors, serverErrors } from './webhook-display';

describe('webhook display', () => {
  it('names events, the test event, and shows an unknown type as it is', () => {
    expect(eventLabel('lead.created')).toBe('Lead created');
    expect(eventLabel('webhook.test')).toBe(m.testEvent);
    expect(eventLabel('lead.archived')).toBe('lead.archived');
  });

  it('words a failed try by its code, an unknown code as stored', () => {
    expect(attemptErrorLabel('timeout')).toBe(m.attemptErrors.timeout);
    expect(attemptErrorLabel('toString')).toBe('toString');
    expect(attemptErrorLabel('weird')).toBe('weird');
  });

  it('keys a failed shared-schema parse by field, a bad event under events', () => {
    const parsed = createWebhookInput.safeParse({ url: 'ftp://x', events: ['lead.created', 'nope'], secret: 'short' });
    expect(parsed.success).toBe(false);
    expect(parseErrors(parsed.error!)).toEqual({ url: m.urlInvalid, events: m.eventsRequired, secret: m.secretInvalid });
    expect(parseErrors(createWebhookInput.safeParse({ url: 'https://crm.example.com/hook', events: [] }).error!)).toEqual({ events: m.eventsRequired });
  });

  it("shows the server's field messages, or a 400 without fields as the form's own", () => {
    expect(serverErrors(new ApiError(400, 'bad_request', 'x', { url: m.urlInvalid, 'events.0': [m.eventsRequired] }))).toEqual({ url: m.urlInvalid, events: m.eventsRequired });
    expect(serverErrors(new ApiError(400, 'bad_request', m.nothingToUpdate))).toEqual({ _: m.nothingToUpdate });
    expect(serverErrors(new ApiError(500, 'internal', 'boom'))).toEqual({});
    expect(serverErrors(new Error('x'))).toEqual({});
  });
});
