import { describe, expect, it } from 'vitest';
import { leadConsent } from './lead-consent.ts';

const at = (iso: string) => new Date(iso);

describe('a lead\'s consent basis', () => {
  it('is express, until withdrawn, for a lead with a consent record', () => {
    expect(leadConsent({ source: 'newsletter', createdAt: at('2026-03-01T12:00:00Z'), metadata: {}, consent: { withdrawnAt: null } })).toEqual({ basis: 'express', lapsesAt: null, withdrawnAt: null });
  });

  it('ends with the withdrawal', () => {
    expect(leadConsent({ source: 'contact_form', createdAt: at('2026-03-01T12:00:00Z'), metadata: {}, consent: { withdrawnAt: at('2026-04-02T08:00:00Z') } })).toEqual({
      basis: 'express',
      lapsesAt: '2026-04-02T08:00:00.000Z',
      withdrawnAt: '2026-04-02T08:00:00.000Z',
    });
  });

  it('is express for sign-ups and ticked contact boxes kept before the records', () => {
    expect(leadConsent({ source: 'newsletter', createdAt: at('2025-01-01T00:00:00Z'), metadata: {}, consent: null }).basis).toBe('express');
    expect(leadConsent({ source: 'contact_form', createdAt: at('2025-01-01T00:00:00Z'), metadata: { consent: true }, consent: null }).basis).toBe('express');
  });

  it('is an inquiry for six months for a quote, an application, the chat or an unticked contact', () => {
    for (const source of ['mortgage_calculator', 'website', 'AI Chatbot', 'Manual', 'contact_form'] as const) {
      expect(leadConsent({ source, createdAt: at('2026-03-15T10:30:00Z'), metadata: {}, consent: null })).toEqual({ basis: 'inquiry', lapsesAt: '2026-09-15T10:30:00.000Z', withdrawnAt: null });
    }
  });

  it('lapses on the month\'s last day when six months later has no such day', () => {
    expect(leadConsent({ source: 'website', createdAt: at('2026-08-31T09:00:00Z'), metadata: {}, consent: null }).lapsesAt).toBe('2027-02-28T09:00:00.000Z');
  });
});
