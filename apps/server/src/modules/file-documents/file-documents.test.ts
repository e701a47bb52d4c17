// A mortgage file's documents as the agent works them (issue 39 §5, decision 099): the checklist
// kept in step with the borrower's application, the agent's own items and removals with a note, the
// review the borrower reads, downloads on the audit trail; another agent's file is 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { fileDocumentFiles } from '@maple/db/schema/file-documents';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import type { FileDocumentItem, FileDocumentList, PortalDocumentItem, PortalDocumentList } from '@maple/shared/schemas/file-documents';
import { borrowerOfNewFile, type PortalBorrower } from '../../test/portal-borrower.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { smallPng } from '../../test/upload-fixtures.ts';

let t: TestApp;
let amira: PortalBorrower;

const amiraId = '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';
const applicants = {
  applicants: [
    { id: amiraId, role: 'main', firstName: 'Amira', lastName: 'Haddad', dateOfBirth: '1985-02-03', maritalStatus: 'single', dependants: 0, email: 'amira@example.com', phone: '416-555-0100', residencyStatus: 'citizen' },
  ],
};
const property = (fields: object) => ({
  address: { street: '1788 Ontario Street', city: 'Toronto', province: 'ON', postalCode: 'M4M 2T6' },
  occupancy: 'owner_occupied',
  propertyType: 'detached',
  propertyTax: 4_180.55,
  heating: 95,
  newBuild: false,
  firstTimeBuyer: false,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp();
  amira = await borrowerOfNewFile(t, 'amira.documents@example.com');
  await save(amira, 'applicants', applicants);
}, 60_000);
afterAll(() => t.close());

async function save(borrower: PortalBorrower, step: string, body: unknown) {
  const res = await t.request(`/api/portal/application/${step}`, { method: 'PUT', cookie: borrower.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
}
const portalItems = async (borrower: PortalBorrower) =>
  ((await json(await t.request('/api/portal/documents', { cookie: borrower.cookie }))) as PortalDocumentList).items;
const documentsPath = (borrower: PortalBorrower, area: 'me' | 'admin' = 'me') => `/api/${area}/leads/${borrower.leadId}/files/${borrower.fileId}/documents`;
const agentItems = async (borrower: PortalBorrower) => ((await json(await t.as('sarah').get(documentsPath(borrower)))) as FileDocumentList).items;
const byKey = <T extends { key: string }>(items: T[], key: string) => items.find((item) => item.key === key);

/** A small PNG uploaded to the item by the borrower, in one tus PATCH. */
async function upload(borrower: PortalBorrower, itemId: string, filename = 'scan.png'): Promise<PortalDocumentItem> {
  const png = new Uint8Array(await smallPng());
  const meta = `itemId ${Buffer.from(itemId).toString('base64')},filename ${Buffer.from(filename).toString('base64')}`;
  const created = await t.request('/api/portal/uploads', { method: 'POST', cookie: borrower.cookie, headers: { 'tus-resumable': '1.0.0', 'upload-length': String(png.byteLength), 'upload-metadata': meta } });
  expect(created.status).toBe(201);
  const done = await t.request(created.headers.get('location')!, {
    method: 'PATCH',
    cookie: borrower.cookie,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: png,
  });
  expect(done.status).toBe(200);
  return (await json(done)) as PortalDocumentItem;
}

describe('the checklist', () => {
  it('follows the application: a purchase asks for its documents, a refinance for others; what was uploaded stays', async () => {
    expect((await portalItems(amira)).map((item) => [item.key, item.status])).toEqual([[`government_photo_id:${amiraId}`, 'requested']]);
    await save(amira, 'property', property({ purpose: 'purchase', price: 750_000 }));
    const purchase = await portalItems(amira);
    expect(purchase.map((item) => item.key)).toEqual([`government_photo_id:${amiraId}`, 'purchase_agreement', 'down_payment_history']);
    expect(byKey(purchase, 'purchase_agreement')).toMatchObject({ origin: 'rule', document: 'purchase_agreement', rules: ['purchase'], asked: true, applicantId: null, status: 'requested' });
    await upload(amira, byKey(purchase, 'purchase_agreement')!.id, 'agreement.png');

    await save(amira, 'property', property({ purpose: 'refinance', estimatedValue: 800_000 }));
    const refinance = await portalItems(amira);
    expect(refinance.map((item) => [item.key, item.asked])).toEqual([
      [`government_photo_id:${amiraId}`, true],
      ['mortgage_statement', true],
      ['property_tax_bill', true],
      // Kept for its file, no longer asked; the history never uploaded to is gone.
      ['purchase_agreement', false],
    ]);
    expect(byKey(refinance, 'purchase_agreement')).toMatchObject({ status: 'uploaded', rules: [], files: [{ name: 'agreement.png', mine: true }] });
    // The agent reads the same list.
    expect((await agentItems(amira)).map((item) => item.key)).toEqual(refinance.map((item) => item.key));
  });

  it("keeps the agent's own items and removals as the agent left them", async () => {
    const added = await t.as('sarah').post(documentsPath(amira), { label: 'Letter explaining the 2024 gap in income', applicantId: amiraId, note: 'A few lines, signed.' });
    expect(added.status).toBe(201);
    const own = (await json(added)) as FileDocumentItem;
    expect(own).toMatchObject({ origin: 'agent', document: null, label: 'Letter explaining the 2024 gap in income', note: 'A few lines, signed.', applicantId: amiraId, applicantName: 'Amira Haddad', asked: true, status: 'requested', removed: null });
    expect(own.key).toMatch(/^agent:/);

    const taxBill = byKey(await agentItems(amira), 'property_tax_bill')!;
    const removed = await t.as('sarah').post(`${documentsPath(amira)}/${taxBill.id}/remove`, { note: 'Taxes are paid through the lender.' });
    expect(removed.status).toBe(200);
    expect((await json(removed)) as FileDocumentItem).toMatchObject({ asked: false, removed: { at: t.clock.now().toISOString(), note: 'Taxes are paid through the lender.' } });
    expect((await t.as('sarah').post(`${documentsPath(amira)}/${taxBill.id}/remove`, { note: 'Again.' })).status).toBe(409);

    // The application saved again still asks for the tax bill: it stays removed, and out of the portal.
    await save(amira, 'property', property({ purpose: 'refinance', estimatedValue: 810_000 }));
    const portal = await portalItems(amira);
    expect(byKey(portal, 'property_tax_bill')).toBeUndefined();
    expect(byKey(portal, own.key)).toMatchObject({ label: 'Letter explaining the 2024 gap in income', note: 'A few lines, signed.' });
    const agent = await agentItems(amira);
    expect(agent.at(-1)).toMatchObject({ key: 'property_tax_bill', removed: { note: 'Taxes are paid through the lender.' } });
    // The agent's own item, the application not asking for it, stays.
    expect(byKey(agent, own.key)).toMatchObject({ asked: true });
  });

  it('refuses an applicant the application does not have, and names the fields it lacks', async () => {
    const unknown = await t.as('sarah').post(documentsPath(amira), { label: 'Anything', applicantId: crypto.randomUUID(), note: 'For the file.' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields).toEqual({ applicantId: m.applicantUnknown });
    const empty = await t.as('sarah').post(documentsPath(amira), { label: '  ', note: 'For the file.' });
    expect((await json(empty)).error.fields).toEqual({ label: m.labelRequired });
    const noNote = await t.as('sarah').post(`${documentsPath(amira)}/${crypto.randomUUID()}/remove`, {});
    expect((await json(noNote)).error.fields).toEqual({ note: m.noteRequired });
  });

  it('asks the agent for a note when they add a document too, and saves nothing without one', async () => {
    const before = (await agentItems(amira)).length;
    for (const body of [{ label: 'Letter explaining the move' }, { label: 'Letter explaining the move', note: '   ' }]) {
      const res = await t.as('sarah').post(documentsPath(amira), body);
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields).toEqual({ note: m.addNoteRequired });
    }
    expect(await agentItems(amira)).toHaveLength(before);
    expect((await agentItems(amira)).some((item) => item.label === 'Letter explaining the move')).toBe(false);
  });
});

describe('the review', () => {
  it('moves an item through requested, uploaded, needs attention (the borrower reads why) and accepted', async () => {
    const photoId = byKey(await agentItems(amira), `government_photo_id:${amiraId}`)!;
    const review = (body: unknown) => t.as('sarah').patch(`${documentsPath(amira)}/${photoId.id}`, body);
    // Nothing uploaded: nothing to accept.
    const early = await review({ status: 'accepted' });
    expect(early.status).toBe(409);
    expect((await json(early)).error.message).toBe(m.nothingToAccept);

    await upload(amira, photoId.id, 'licence.png');
    expect(byKey(await agentItems(amira), photoId.key)).toMatchObject({ status: 'uploaded', files: [{ name: 'licence.png', uploadedBy: 'Amira Haddad' }] });

    const attention = await review({ status: 'needs_attention', reason: 'The licence has expired: please send your passport.' });
    expect(attention.status).toBe(200);
    expect((await json(attention)) as FileDocumentItem).toMatchObject({ status: 'needs_attention', attentionReason: 'The licence has expired: please send your passport.', reviewedAt: t.clock.now().toISOString() });
    expect(byKey(await portalItems(amira), photoId.key)).toMatchObject({ status: 'needs_attention', attentionReason: 'The licence has expired: please send your passport.' });
    expect((await review({ status: 'needs_attention' })).status).toBe(400);

    // A new file, a minute later, is something to review again.
    t.clock.advance(60_000);
    await upload(amira, photoId.id, 'passport.png');
    expect(byKey(await portalItems(amira), photoId.key)).toMatchObject({ status: 'uploaded', attentionReason: null });

    const accepted = await review({ status: 'accepted' });
    expect((await json(accepted)) as FileDocumentItem).toMatchObject({ status: 'accepted', attentionReason: null });
    expect(byKey(await portalItems(amira), photoId.key)).toMatchObject({ status: 'accepted', files: [{ name: 'licence.png' }, { name: 'passport.png' }] });
    // The console reviews it too.
    expect((await t.as('admin').patch(`${documentsPath(amira, 'admin')}/${photoId.id}`, { status: 'needs_attention', reason: 'Sign the copy.' })).status).toBe(200);
  });
});

describe('downloads', () => {
  it('stream the file as an attachment, and each is on the audit trail', async () => {
    const item = byKey(await agentItems(amira), 'purchase_agreement')!;
    const file = item.files[0]!;
    const path = `${documentsPath(amira)}/${item.id}/files/${file.id}/download`;
    const res = await t.as('sarah').get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="agreement.png"; filename*=UTF-8''agreement.png`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await smallPng());
    const admin = await t.as('admin').get(`${documentsPath(amira, 'admin')}/${item.id}/files/${file.id}/download`);
    expect(admin.status).toBe(200);
    await admin.arrayBuffer();

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'file_document_downloaded'));
    expect(events.map((e) => [e.actorLabel, e.detail])).toEqual([
      ['agent@demo.maple.test', { leadId: amira.leadId, fileId: amira.fileId, itemId: item.id, documentFileId: file.id }],
      ['admin@demo.maple.test', { leadId: amira.leadId, fileId: amira.fileId, itemId: item.id, documentFileId: file.id }],
    ]);
    // A file of another item, or one that is not there, is 404 and on no trail.
    const otherItem = byKey(await agentItems(amira), `government_photo_id:${amiraId}`)!;
    expect((await t.as('sarah').get(`${documentsPath(amira)}/${otherItem.id}/files/${file.id}/download`)).status).toBe(404);
    expect(await t.db.$count(auditEvents, eq(auditEvents.kind, 'file_document_downloaded'))).toBe(2);
  });
});

describe('another agent', () => {
  it("gets 404 for every document route of Sarah's file, and changes nothing", async () => {
    const items = await agentItems(amira);
    const item = byKey(items, 'purchase_agreement')!;
    const file = item.files[0]!;
    const marc = t.as('marc');
    expect((await marc.get(documentsPath(amira))).status).toBe(404);
    expect((await marc.post(documentsPath(amira), { label: 'Mine now', note: 'For the file.' })).status).toBe(404);
    expect((await marc.patch(`${documentsPath(amira)}/${item.id}`, { status: 'accepted' })).status).toBe(404);
    expect((await marc.post(`${documentsPath(amira)}/${item.id}/remove`, { note: 'Not mine.' })).status).toBe(404);
    expect((await marc.get(`${documentsPath(amira)}/${item.id}/files/${file.id}/download`)).status).toBe(404);
    expect(await agentItems(amira)).toEqual(items);
    expect(await t.db.$count(auditEvents, and(eq(auditEvents.kind, 'file_document_downloaded'), eq(auditEvents.actorLabel, 'agent2@demo.maple.test')))).toBe(0);
    expect(await t.db.$count(fileDocumentFiles, eq(fileDocumentFiles.id, file.id))).toBe(1);
  });
});
