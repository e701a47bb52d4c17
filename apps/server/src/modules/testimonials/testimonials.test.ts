import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async () => {
  const res = await t.request('/api/testimonials');
  return { res, testimonials: ((await res.json()) as { testimonials: PublicTestimonial[] }).testimonials };
};

describe('GET /api/testimonials (anyone)', () => {
  it('gives the 6 newest approved admin testimonials with public fields only', async () => {
    const { res, testimonials } = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(testimonials.map((x) => x.clientName)).toEqual(['Jordan & Mei L.', 'Daniel R.', 'Amira K.', 'The Tremblay family', 'Olivia P.', 'Kevin S.']);
    // `disclosure`: the author's tie to the brokerage, if any (issue 27); never how or when permission was given.
    for (const x of testimonials) expect(Object.keys(x).sort()).toEqual(['clientName', 'content', 'createdAt', 'disclosure', 'id', 'rating']);
    expect(testimonials.find((x) => x.clientName === 'Kevin S.')).toMatchObject({ disclosure: 'rewarded' });
  });

  it('leaves out unapproved testimonials', async () => {
    const { testimonials } = await list();
    expect(testimonials.map((x) => x.clientName)).not.toContain('Hidden Pending');
    expect(testimonials.map((x) => x.clientName)).not.toContain('Pending Agent Client');
  });

  it('leaves out agent-submitted testimonials, even approved ones', async () => {
    const { testimonials } = await list();
    // Lucas M. (3 days old) is approved but written through Sarah's dashboard.
    expect(testimonials.map((x) => x.clientName)).not.toContain('Lucas M.');
    expect(testimonials.map((x) => x.clientName)).not.toContain('Chloé B.');
  });
});
