// Issue 27, item 4: a testimonial is shown only with its author's permission on record
// (Competition Act s. 74.02), and a tie to the brokerage is disclosed on the public card.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '@maple/db/schema/testimonials';
import { insertTestimonial } from '@maple/db/seed/factories';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

const m = testimonialsMessages.permission;
const permission = { method: 'review_platform', grantedAt: '2026-02-01', relationship: 'none' } as const;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(testimonials).where(eq(testimonials.id, id)))[0]!;
const refusedForPermission = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await json(res)).toEqual({ error: { code: 'bad_request', message: m.required, fields: { permission: m.required } } });
};

describe('creating an approved testimonial (the console writes approved ones)', () => {
  it('without permission is 400 naming `permission`, and nothing is stored', async () => {
    const before = await t.db.$count(testimonials);
    await refusedForPermission(await t.as('admin').post('/api/admin/testimonials', { clientName: 'No Consent', content: 'Lovely.' }));
    expect(await t.db.$count(testimonials)).toBe(before);
  });

  it('with permission is stored with it and answered with it', async () => {
    const res = await t.as('admin').post('/api/admin/testimonials', { clientName: 'With Consent', content: 'Lovely.', permission });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({ isApproved: true, permission, disclosure: null });
    expect(await rowOf(created.id)).toMatchObject({ permissionMethod: 'review_platform', permissionGrantedAt: '2026-02-01', permissionRelationship: 'none' });
  });

  it('refuses a bad method, relationship or day, naming each', async () => {
    const res = await t.as('admin').post('/api/admin/testimonials', { clientName: 'Bad', content: 'Bad.', permission: { method: 'phone', grantedAt: '2026-13-01', relationship: 'friend' } });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toMatchObject({ 'permission.method': m.invalidMethod, 'permission.relationship': m.invalidRelationship, 'permission.grantedAt': expect.any(String) });
  });
});

describe('approving an agent’s testimonial', () => {
  it('without permission on record or in the request is 400 and it stays pending; with it, it is approved and keeps it', async () => {
    const submitted = await json(await t.as('sarah').post('/api/me/testimonials', { clientName: 'Pending Consent', content: 'Thanks Sarah.' }));
    expect(submitted.permission).toBeNull();
    await refusedForPermission(await t.as('admin').patch(`/api/admin/testimonials/${submitted.id}/approval`, { isApproved: true }));
    expect((await rowOf(submitted.id)).isApproved).toBe(false);
    // Unapproving never needs it.
    expect((await t.as('admin').patch(`/api/admin/testimonials/${submitted.id}/approval`, { isApproved: false })).status).toBe(200);

    const approved = await t.as('admin').patch(`/api/admin/testimonials/${submitted.id}/approval`, { isApproved: true, permission: { ...permission, relationship: 'paid' } });
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ isApproved: true, permission: { ...permission, relationship: 'paid' } });
    // The public card discloses the paid relationship.
    const profile = await json(await t.anonymous.get('/api/agents/sarahchen'));
    expect(profile.testimonials.find((x: { clientName: string }) => x.clientName === 'Pending Consent')).toMatchObject({ disclosure: 'paid' });
    expect(JSON.stringify(profile)).not.toContain('review_platform');
  });

  it('an agent may record permission when submitting; then approval needs nothing more', async () => {
    const res = await t.as('sarah').post('/api/me/testimonials', { clientName: 'Agent Recorded', content: 'Great.', permission: { method: 'email', grantedAt: '2026-02-02', relationship: 'rewarded' } });
    expect(res.status).toBe(201);
    const submitted = await json(res);
    expect(submitted).toMatchObject({ isApproved: false, permission: { method: 'email', grantedAt: '2026-02-02', relationship: 'rewarded' } });
    expect((await t.as('admin').patch(`/api/admin/testimonials/${submitted.id}/approval`, { isApproved: true })).status).toBe(200);
  });
});

describe('testimonials approved before permissions were recorded', () => {
  it('stay on the public site and come to the console with `permission: null` (the list flags them)', async () => {
    const old = await insertTestimonial(t.db, { clientName: 'Older Approved', adminId: null, agentId: null, isApproved: true, createdAt: new Date('2100-01-01T00:00:00Z') });
    const [first] = (await json(await t.as('admin').get('/api/admin/testimonials'))).items;
    expect(first).toMatchObject({ id: old.id, isApproved: true, permission: null });
    // An edit of a console testimonial without `permission` keeps the stored one.
    const created = await json(await t.as('admin').post('/api/admin/testimonials', { clientName: 'Keeps Consent', content: 'One.', permission }));
    const edited = await json(await t.as('admin').patch(`/api/admin/testimonials/${created.id}`, { clientName: 'Keeps Consent', content: 'Two.', rating: 4 }));
    expect(edited).toMatchObject({ content: 'Two.', permission });
  });

  it('the home page shows a disclosed relationship and none for the rest', async () => {
    const home = (await json(await t.anonymous.get('/api/testimonials'))).testimonials as { clientName: string; disclosure: string | null }[];
    expect(home.every((x) => x.disclosure === null || ['employee', 'paid', 'rewarded'].includes(x.disclosure))).toBe(true);
    expect(JSON.stringify(home)).not.toContain('grantedAt');
  });
});
