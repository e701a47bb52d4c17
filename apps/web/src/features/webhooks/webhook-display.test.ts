import { describe, expect, it } from 'vitest';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { attemptErrorLabel, eventLabel } from './webhook-display';

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
});
