// Issue 39 §10 for a file's documents (decisions 097, 099), with real uploads through the portal's
// tus routes: the privacy search finds them (a co-applicant's by the application naming them), the
// access export lists the items and which files are kept, an erasure deletes the rows and the
// stored objects (a scan of every table and of the storage folder proves it), and so do the
// retention run's anonymization and a lead's delete in the console.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { leads } from '@maple/db/schema/leads';
import { storedFiles } from '@maple/db/schema/stored-files';
import type { PortalDocumentList } from '@maple/shared/schemas/file-documents';
import { scanForText } from '../../test/personal-data-scan.ts';
import { borrowerOfNewFile, type PortalBorrower } from '../../test/portal-borrower.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { applyRetention } from './retention.ts';
import { defaultRetentionPeriods } from '@maple/shared/schemas/site';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const admin = () => t.as('admin');
const asBorrower = (borrower: PortalBorrower, method: string, path: string, body?: unknown) =>
  t.request(path, { method, cookie: borrower.cookie, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

const applicant = (id: string, role: 'main' | 'co_applicant', firstName: string, email: string) => ({
  id,
  role,
  firstName,
  lastName: 'Docsworth',
  dateOfBirth: '1985-02-03',
  maritalStatus: 'single',
  dependants: 0,
  email,
  phone: '416-555-0100',
  residencyStatus: 'citizen',
});

/** A tiny PDF whose text is a marker the scan looks for in the storage folder. */
const pdf = (marker: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n1 0 obj<<>>endobj\n% ${marker}\ntrailer<<>>\n%%EOF\n`, 'latin1'));
const metadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Uploads the bytes to the item by tus (one POST, one PATCH), as the portal does. */
async function upload(borrower: PortalBorrower, itemId: string, filename: string, bytes: Uint8Array) {
  const created = await t.request('/api/portal/uploads', {
    method: 'POST',
    cookie: borrower.cookie,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.byteLength), 'upload-metadata': metadata({ itemId, filename }) },
  });
  expect(created.status).toBe(201);
  const patched = await t.request(created.headers.get('location')!, {
    method: 'PATCH',
    cookie: borrower.cookie,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect([200, 204]).toContain(patched.status);
}

/** A borrower's file whose application names them (and a co-applicant), with a PDF uploaded to each one's photo ID item. */
async function fileWithDocuments(email: string, coEmail: string, marker: string) {
  const borrower = await borrowerOfNewFile(t, email);
  const mainId = crypto.randomUUID();
  const coId = crypto.randomUUID();
  const saved = await asBorrower(borrower, 'PUT', '/api/portal/application/applicants', { applicants: [applicant(mainId, 'main', 'Dana', email), applicant(coId, 'co_applicant', 'Cole', coEmail)] });
  expect(saved.status).toBe(200);
  const items = ((await json(await asBorrower(borrower, 'GET', '/api/portal/documents'))) as PortalDocumentList).items;
  const mainItem = items.find((item) => item.key === `government_photo_id:${mainId}`)!;
  const coItem = items.find((item) => item.key === `government_photo_id:${coId}`)!;
  await upload(borrower, mainItem.id, `${marker}-main-passport.pdf`, pdf(`${marker} main`));
  await upload(borrower, coItem.id, `${marker}-co-licence.pdf`, pdf(`${marker} co`));
  const files = await t.db.select().from(fileDocumentFiles).where(eq(fileDocumentFiles.fileId, borrower.fileId));
  expect(files).toHaveLength(2);
  return { borrower, mainItem, coItem, keys: files.map((file) => file.storageKey) };
}

const stored = (key: string) => existsSync(join(t.filesDir, 'file-documents', key)) || existsSync(join(t.filesDir, 'private', 'file-documents', key));
async function storedAnywhere(keys: string[]) {
  return {
    objects: (await Promise.all(keys.map((key) => t.storage.stat('file-documents', key)))).filter(Boolean).length,
    rows: await t.db.$count(storedFiles, inArray(storedFiles.key, keys)),
    documents: await t.db.$count(fileDocumentFiles, inArray(fileDocumentFiles.storageKey, keys)),
  };
}
const search = async (q: string) => (await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent(q)}`))).matches as { kind: string; id: string; summary: string }[];
const requestFor = async (kind: 'access' | 'erasure', email: string) => (await json(await admin().post('/api/admin/privacy/requests', { kind, email }))).id as string;

describe('the documents of a file under the privacy features', () => {
  it('are found, exported with the files they keep, and erased with their stored objects', async () => {
    const { borrower, mainItem, coItem, keys } = await fileWithDocuments('dana.docs@example.com', 'cole.docs@example.com', 'zqdocsmarker');
    expect((await storedAnywhere(keys)).objects).toBe(2);
    expect(keys.some(stored)).toBe(true);

    // The search: the main applicant's every item, the co-applicant's only the item about them.
    const danaDocuments = (await search('dana.docs@example.com')).filter((match) => match.kind === 'file_document').map((match) => match.id);
    expect(danaDocuments).toEqual(expect.arrayContaining([mainItem.id, coItem.id]));
    expect((await search('cole.docs@example.com')).filter((match) => match.kind === 'file_document').map((match) => match.id)).toEqual([coItem.id]);

    // The export: the item with its status and the file by name, said to be kept; never the bytes.
    const exported = await json(await admin().get(`/api/admin/privacy/requests/${await requestFor('access', 'dana.docs@example.com')}/export`));
    const record = exported.records.find((entry: { kind: string; id: string }) => entry.kind === 'file_document' && entry.id === mainItem.id);
    expect(record.data).toMatchObject({ fileId: borrower.fileId, status: 'uploaded', files: [{ name: 'zqdocsmarker-main-passport.pdf', contentType: 'application/pdf', stored: true }] });
    expect(JSON.stringify(exported)).not.toContain('%PDF');

    // The co-applicant's erasure takes the item about them and its file, and leaves the main applicant's.
    const coResult = await json(await admin().post(`/api/admin/privacy/requests/${await requestFor('erasure', 'cole.docs@example.com')}/erase`));
    expect(coResult.erased).toMatchObject({ documents: 1, storedDocuments: 1 });
    expect(await t.db.$count(fileDocumentItems, eq(fileDocumentItems.id, coItem.id))).toBe(0);
    expect(await t.db.$count(fileDocumentItems, eq(fileDocumentItems.id, mainItem.id))).toBe(1);

    // The main applicant's erasure: nothing in any table nor in the storage folder.
    const result = await json(await admin().post(`/api/admin/privacy/requests/${await requestFor('erasure', 'dana.docs@example.com')}/erase`));
    expect(result.erased.storedDocuments).toBe(1);
    expect(result.erased.documents).toBeGreaterThanOrEqual(1);
    expect(await storedAnywhere(keys)).toEqual({ objects: 0, rows: 0, documents: 0 });
    expect(keys.some(stored)).toBe(false);
    expect(await t.db.$count(fileDocumentItems, eq(fileDocumentItems.fileId, borrower.fileId))).toBe(0);
    expect(await scanForText(t.db, ['zqdocsmarker', 'dana.docs@example.com', 'cole.docs@example.com', ...keys], { dirs: [t.outbox, t.filesDir] })).toEqual([]);
  });

  it('lose their stored objects when the retention run anonymizes the lead', async () => {
    const { borrower, keys } = await fileWithDocuments('rhea.retained@example.com', 'ravi.retained@example.com', 'zqretentionmarker');
    // The lead quiet for 37 months (the default period is 36).
    const longAgo = new Date(t.clock.now().getTime() - 37 * 31 * 24 * 60 * 60 * 1000);
    await t.db.update(leads).set({ createdAt: longAgo }).where(eq(leads.id, borrower.leadId));
    const { leadActivity } = await import('@maple/db/schema/lead-activity');
    await t.db.update(leadActivity).set({ createdAt: longAgo }).where(eq(leadActivity.leadId, borrower.leadId));
    const counts = await applyRetention({ db: t.db, clock: t.clock, logger: { info() {}, warn() {}, error() {}, debug() {} } as never, outboxDir: t.outbox, storage: t.storage }, defaultRetentionPeriods);
    expect(counts.leads).toBeGreaterThanOrEqual(1);
    expect(await storedAnywhere(keys)).toEqual({ objects: 0, rows: 0, documents: 0 });
    expect(keys.some(stored)).toBe(false);
    expect(await t.db.$count(fileDocumentItems, eq(fileDocumentItems.fileId, borrower.fileId))).toBe(0);
  });

  it('lose their stored objects when the console deletes the lead', async () => {
    const { borrower, keys } = await fileWithDocuments('lena.deleted@example.com', 'leo.deleted@example.com', 'zqdeletemarker');
    expect((await admin().delete(`/api/admin/leads/${borrower.leadId}`)).status).toBe(204);
    expect(await storedAnywhere(keys)).toEqual({ objects: 0, rows: 0, documents: 0 });
    expect(keys.some(stored)).toBe(false);
    expect(await scanForText(t.db, ['zqdeletemarker'], { dirs: [t.filesDir] })).toEqual([]);
  });
});
