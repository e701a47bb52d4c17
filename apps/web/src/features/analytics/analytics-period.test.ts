import { describe, expect, it } from 'vitest';
import { periodFromParam, timeAgo } from './analytics-period';

describe('analytics period and times', () => {
  it('reads the period from the URL, all time otherwise', () => {
    expect(periodFromParam('7d')).toBe('7d');
    expect(periodFromParam('30d')).toBe('30d');
    expect(periodFromParam('90d')).toBe('all');
    expect(periodFromParam(null)).toBe('all');
  });

  it('says how long ago something happened', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-23T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('garbage', now)).toBe('just now');
  });
});
