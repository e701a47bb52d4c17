// The borrower's uploads (issue 39 §5, decision 099): the tus protocol through the app, as a phone's
// browser speaks it (tus-js-client: POST, PATCH from the offset, HEAD after a drop), each file
// checked by its content and moved into private storage, the uploads in progress left nowhere.
import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { fileDocumentMaxBytes } from '@maple/shared/files';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { fileDocumentsMessages as fr } from '@maple/shared/messages/fr/file-documents';
import type { PortalDocumentItem, PortalDocumentList, UploadProgress } from '@maple/shared/schemas/file-documents';
import { borrowerOfNewFile, enterWithMailedLink, type PortalBorrower } from '../../test/portal-borrower.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { heicScan, smallPng } from '../../test/upload-fixtures.ts';
import { resumableUploadsCleanupHandler } from './resumable-uploads-cleanup-job.ts';

let t: TestApp;
let amira: PortalBorrower;

const applicantId = '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';
const applicant = {
  id: applicantId,
  role: 'main',
  firstName: 'Amira',
  lastName: 'Haddad',
  dateOfBirth: '1985-02-03',
  maritalStatus: 'single',
  dependants: 0,
  email: 'amira@example.com',
  phone: '416-555-0100',
  residencyStatus: 'citizen',
};

beforeAll(async () => {
  t = await createTestApp();
  amira = await borrowerOfNewFile(t, 'amira.uploads@example.com');
  // The applicants step asks for each applicant's photo ID: the item the uploads below go to.
  expect((await asBorrower(amira, 'PUT', '/api/portal/application/applicants', { applicants: [applicant] })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

function asBorrower(borrower: PortalBorrower, method: string, path: string, body?: unknown) {
  return t.request(path, { method, cookie: borrower.cookie, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

const documentsOf = async (borrower: PortalBorrower) => ((await json(await asBorrower(borrower, 'GET', '/api/portal/documents'))) as PortalDocumentList).items;
const photoIdOf = async (borrower: PortalBorrower) => (await documentsOf(borrower)).find((item) => item.key === `government_photo_id:${applicantId}`)!;

/** tus's Upload-Metadata: each key with its value in base64. */
const metadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const tusHeaders = { 'tus-resumable': '1.0.0' };

/** A tus client's requests, as tus-js-client sends them. */
const tus = (borrower: PortalBorrower) => ({
  create: (meta: Record<string, string>, length: number) =>
    t.request('/api/portal/uploads', { method: 'POST', cookie: borrower.cookie, headers: { ...tusHeaders, 'upload-length': String(length), 'upload-metadata': metadata(meta) } }),
  head: (location: string) => t.request(location, { method: 'HEAD', cookie: borrower.cookie, headers: tusHeaders }),
  patch: (location: string, offset: number, body: Uint8Array | ReadableStream<Uint8Array>) =>
    t.request(location, {
      method: 'PATCH',
      cookie: borrower.cookie,
      headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit),
});

/** A PDF of about `size` bytes: the header a PDF starts with, then filler lines as a scan's stream would be. */
function pdfOf(size: number): Uint8Array {
  const head = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj<<>>endobj\n';
  const tail = 'trailer<<>>\n%%EOF\n';
  const line = '% statement line of a scanned bank statement, page after page\n';
  return new Uint8Array(Buffer.from(head + line.repeat(Math.max(0, Math.ceil((size - head.length - tail.length) / line.length))) + tail, 'latin1'));
}

/** Sends `bytes` in PATCHes of `chunk` bytes from `offset`, each from the offset the last answered. */
async function sendFrom(borrower: PortalBorrower, location: string, bytes: Uint8Array, chunk: number, offset = 0) {
  let answer!: Response;
  while (offset < bytes.byteLength) {
    answer = await tus(borrower).patch(location, offset, bytes.subarray(offset, offset + chunk));
    if (answer.status >= 300) return answer;
    offset = Number(answer.headers.get('upload-offset'));
  }
  return answer;
}

const inProgress = () => readdirSync(t.resumableUploadsDir);
const storedDocuments = async () => (await readdir(join(t.filesDir, 'file-documents'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe('a resumable upload', () => {
  it('goes in chunks, each PATCH from the offset the last one answered, and ends stored privately with the item uploaded', async () => {
    const item = await photoIdOf(amira);
    expect(item).toMatchObject({ status: 'requested', files: [], asked: true, applicantName: 'Amira Haddad', document: 'government_photo_id' });
    const bytes = pdfOf(40_000);
    const created = await tus(amira).create({ itemId: item.id, filename: 'C:\\Users\\amira\\Scans\\licence.pdf' }, bytes.byteLength);
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/portal\/uploads\/[0-9a-f]{32}$/);

    const first = await tus(amira).patch(location, 0, bytes.subarray(0, 16_384));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('16384');
    expect(first.headers.get('upload-expires')).toBeTruthy();
    const progress = (await json(await asBorrower(amira, 'GET', location))) as UploadProgress;
    expect(progress).toEqual({ offset: 16_384, length: bytes.byteLength, itemId: item.id, name: 'licence.pdf' });

    const last = await sendFrom(amira, location, bytes, 16_384, 16_384);
    expect(last.status).toBe(200);
    const stored = (await json(last)) as PortalDocumentItem;
    expect(stored).toMatchObject({ id: item.id, status: 'uploaded', files: [{ name: 'licence.pdf', contentType: 'application/pdf', size: bytes.byteLength, uploadedBy: 'Amira Haddad', mine: true }] });

    // In Storage under a generated key of the file's, with its stored_files row; nothing left in progress.
    const [row] = await t.db.select().from(fileDocumentFiles).where(eq(fileDocumentFiles.itemId, item.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${amira.fileId}/\\d+-[0-9a-f]{8}-licence\\.pdf$`));
    expect(Buffer.compare(await readFile(join(t.filesDir, 'file-documents', row!.storageKey)), Buffer.from(bytes))).toBe(0);
    expect(await t.db.$count(storedFiles, and(eq(storedFiles.bucket, 'file-documents'), eq(storedFiles.key, row!.storageKey)))).toBe(1);
    expect(inProgress()).toEqual([]);
    // A finished upload is no longer there to resume.
    expect((await tus(amira).head(location)).status).toBe(404);
    // Never served publicly.
    expect((await t.app.request(`/files/file-documents/${row!.storageKey}`)).status).toBe(404);
  });

  it('resumes after a connection drops halfway, from the offset HEAD answers', async () => {
    const item = await photoIdOf(amira);
    const bytes = pdfOf(60_000);
    const location = (await tus(amira).create({ itemId: item.id, filename: 'passport.pdf' }, bytes.byteLength)).headers.get('location')!;
    // The phone sends the whole file in one PATCH and loses its connection once half of it is in.
    const half = 30_000;
    const partial = join(t.resumableUploadsDir, location.split('/').at(-1)!);
    let sent = false;
    const dropping = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sent) {
          sent = true;
          return controller.enqueue(bytes.slice(0, half));
        }
        for (let tries = 0; tries < 200 && (await stat(partial)).size < half; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
        controller.error(new Error('connection lost'));
      },
    });
    const dropped = await tus(amira).patch(location, 0, dropping);
    expect(dropped.status).toBe(400);
    expect((await json(dropped)).error.message).toBe(m.uploadInterrupted);
    const head = await tus(amira).head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-length')).toBe(String(bytes.byteLength));
    expect(head.headers.get('cache-control')).toContain('no-store');
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(half);
    // Resuming from another offset is refused: the upload is left as it is.
    expect((await tus(amira).patch(location, 0, bytes)).status).toBe(409);
    const resumed = await tus(amira).patch(location, offset, bytes.subarray(offset));
    expect(resumed.status).toBe(200);
    const file = ((await json(resumed)) as PortalDocumentItem).files.find((f) => f.name === 'passport.pdf')!;
    const [row] = await t.db.select().from(fileDocumentFiles).where(eq(fileDocumentFiles.id, file.id));
    expect(Buffer.compare(await readFile(join(t.filesDir, 'file-documents', row!.storageKey)), Buffer.from(bytes))).toBe(0);
    expect(inProgress()).toEqual([]);
  });
});

describe('a file the document does not take', () => {
  it('of another kind is refused as soon as its first 4 KB are in, its partial upload deleted', async () => {
    const item = await photoIdOf(amira);
    const before = await storedDocuments();
    // A web page named like a PDF: text has no magic bytes, so it is nothing the file takes.
    const page = new Uint8Array(Buffer.from(`<!doctype html><title>licence</title>${'<p>not a scan</p>'.repeat(2_000)}`));
    const created = await tus(amira).create({ itemId: item.id, filename: 'licence.pdf' }, page.byteLength);
    const location = created.headers.get('location')!;
    // The first PATCH is still under 4 KB: nothing to tell yet.
    expect((await tus(amira).patch(location, 0, page.subarray(0, 1_000))).status).toBe(204);
    const refused = await tus(amira).patch(location, 1_000, page.subarray(1_000, 9_000));
    expect(refused.status).toBe(415);
    expect((await json(refused)).error).toMatchObject({ code: 'unsupported_media_type', message: m.type });
    expect(inProgress()).toEqual([]);
    expect((await tus(amira).head(location)).status).toBe(404);
    // The same when the first bytes come with the upload's creation (tus creation-with-upload).
    const withBytes = await t.request('/api/portal/uploads', {
      method: 'POST',
      cookie: amira.cookie,
      headers: { ...tusHeaders, 'upload-length': String(page.byteLength), 'upload-metadata': metadata({ itemId: item.id, filename: 'licence.pdf' }), 'content-type': 'application/offset+octet-stream' },
      body: page.subarray(0, 8_000),
    });
    expect(withBytes.status).toBe(415);
    expect(inProgress()).toEqual([]);
    expect(await storedDocuments()).toEqual(before);
    expect((await photoIdOf(amira)).files.map((f) => f.name).sort()).toEqual(['licence.pdf', 'passport.pdf']);
  });

  it('of another kind sent whole in one request is refused when it ends, and nothing is stored', async () => {
    const item = await photoIdOf(amira);
    const before = await storedDocuments();
    const webp = new Uint8Array(await (await import('sharp')).default({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } }).webp().toBuffer());
    const location = (await tus(amira).create({ itemId: item.id, filename: 'photo.webp' }, webp.byteLength)).headers.get('location')!;
    const refused = await tus(amira).patch(location, 0, webp);
    expect(refused.status).toBe(415);
    // In French for a French page.
    const again = (await tus(amira).create({ itemId: item.id, filename: 'photo.webp' }, webp.byteLength)).headers.get('location')!;
    const french = await t.request(again, {
      method: 'PATCH',
      cookie: amira.cookie,
      headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'x-maple-language': 'fr' },
      body: webp,
    });
    expect((await json(french)).error.message).toBe(fr.type);
    expect(inProgress()).toEqual([]);
    expect(await storedDocuments()).toEqual(before);
    expect(await t.db.$count(fileDocumentFiles, eq(fileDocumentFiles.name, 'photo.webp'))).toBe(0);
  });

  it('over 25 MB is refused before anything is kept', async () => {
    const item = await photoIdOf(amira);
    const refused = await tus(amira).create({ itemId: item.id, filename: 'huge.pdf' }, fileDocumentMaxBytes + 1);
    expect(refused.status).toBe(413);
    expect((await json(refused)).error.message).toBe(m.tooLarge);
    expect(inProgress()).toEqual([]);
    // Exactly 25 MB is taken (only its start is sent here: the upload then waits for the rest).
    const atCap = await tus(amira).create({ itemId: item.id, filename: 'at-cap.pdf' }, fileDocumentMaxBytes);
    expect(atCap.status).toBe(201);
    expect((await asBorrower(amira, 'DELETE', atCap.headers.get('location')!)).status).toBe(204);
    expect(inProgress()).toEqual([]);
  });

  it('sending more than it declared is refused and its partial upload deleted', async () => {
    const item = await photoIdOf(amira);
    const bytes = pdfOf(20_000);
    const location = (await tus(amira).create({ itemId: item.id, filename: 'longer.pdf' }, 10_000)).headers.get('location')!;
    expect((await tus(amira).patch(location, 0, bytes.subarray(0, 5_000))).status).toBe(204);
    const refused = await tus(amira).patch(location, 5_000, bytes.subarray(5_000));
    expect(refused.status).toBe(413);
    expect(inProgress()).toEqual([]);
    expect((await tus(amira).head(location)).status).toBe(404);
  });

  it('is named: an upload without its document, its name, or its length is refused before it starts', async () => {
    const item = await photoIdOf(amira);
    const start = (headers: Record<string, string>) => t.request('/api/portal/uploads', { method: 'POST', cookie: amira.cookie, headers: { ...tusHeaders, ...headers } });
    const noItem = await start({ 'upload-length': '100', 'upload-metadata': metadata({ filename: 'a.pdf' }) });
    expect((await json(noItem)).error.fields).toEqual({ itemId: m.itemRequired });
    const noName = await start({ 'upload-length': '100', 'upload-metadata': metadata({ itemId: item.id }) });
    expect((await json(noName)).error.fields).toEqual({ filename: m.nameRequired });
    const badName = await start({ 'upload-length': '100', 'upload-metadata': metadata({ itemId: item.id, filename: 'a\u0000b.pdf' }) });
    expect(Object.keys((await json(badName)).error.fields)).toEqual(['filename']);
    const deferred = await start({ 'upload-defer-length': '1', 'upload-metadata': metadata({ itemId: item.id, filename: 'a.pdf' }) });
    expect((await json(deferred)).error.fields).toEqual({ 'Upload-Length': m.lengthRequired });
    const unknown = await tus(amira).create({ itemId: crypto.randomUUID(), filename: 'a.pdf' }, 100);
    expect(unknown.status).toBe(404);
    expect(inProgress()).toEqual([]);
  });
});

describe('a HEIC photo', () => {
  it('is stored as the JPEG it decodes to (decision 035)', async () => {
    const item = await photoIdOf(amira);
    const heic = new Uint8Array(heicScan());
    const location = (await tus(amira).create({ itemId: item.id, filename: 'IMG_0042.HEIC' }, heic.byteLength)).headers.get('location')!;
    const done = await tus(amira).patch(location, 0, heic);
    expect(done.status).toBe(200);
    const file = ((await json(done)) as PortalDocumentItem).files.find((f) => f.name === 'IMG_0042.HEIC')!;
    expect(file.contentType).toBe('image/jpeg');
    const [row] = await t.db.select().from(fileDocumentFiles).where(eq(fileDocumentFiles.id, file.id));
    expect(row!.storageKey).toMatch(/-img-0042\.jpg$/);
    const stored = await readFile(join(t.filesDir, 'file-documents', row!.storageKey));
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(file.size).toBe(stored.byteLength);
  });
});

describe("the borrower's own files", () => {
  it('are deleted by whoever uploaded them while the document is not accepted; the document is then requested again', async () => {
    const borrower = await borrowerOfNewFile(t, 'own.files@example.com');
    expect((await asBorrower(borrower, 'PUT', '/api/portal/application/applicants', { applicants: [applicant] })).status).toBe(200);
    const item = await photoIdOf(borrower);
    const png = new Uint8Array(await smallPng());
    const location = (await tus(borrower).create({ itemId: item.id, filename: 'scan.png' }, png.byteLength)).headers.get('location')!;
    const stored = (await json(await tus(borrower).patch(location, 0, png))) as PortalDocumentItem;
    const file = stored.files[0]!;
    expect(stored.status).toBe('uploaded');
    const [row] = await t.db.select().from(fileDocumentFiles).where(eq(fileDocumentFiles.id, file.id));

    // Accepted, it stays: no more deleting, no more uploading.
    const review = `/api/me/leads/${borrower.leadId}/files/${borrower.fileId}/documents/${item.id}`;
    expect((await t.as('sarah').patch(review, { status: 'accepted' })).status).toBe(200);
    expect((await asBorrower(borrower, 'DELETE', `/api/portal/documents/${item.id}/files/${file.id}`)).status).toBe(409);
    const late = await tus(borrower).create({ itemId: item.id, filename: 'again.png' }, png.byteLength);
    expect(late.status).toBe(409);
    expect((await json(late)).error.message).toBe(m.itemAccepted);

    // Sent back for attention, the borrower may replace it.
    expect((await t.as('sarah').patch(review, { status: 'needs_attention', reason: 'The photo is blurred: please scan it again.' })).status).toBe(200);
    expect(await photoIdOf(borrower)).toMatchObject({ status: 'needs_attention', attentionReason: 'The photo is blurred: please scan it again.' });
    expect((await asBorrower(borrower, 'DELETE', `/api/portal/documents/${item.id}/files/${file.id}`)).status).toBe(204);
    // The agent's request for a fix stands while nothing new is in.
    expect(await photoIdOf(borrower)).toMatchObject({ status: 'needs_attention', files: [] });
    expect(existsSync(join(t.filesDir, 'file-documents', row!.storageKey))).toBe(false);
    expect(await t.db.$count(storedFiles, eq(storedFiles.key, row!.storageKey))).toBe(0);
    const again = (await tus(borrower).create({ itemId: item.id, filename: 'sharper.png' }, png.byteLength)).headers.get('location')!;
    expect(((await json(await tus(borrower).patch(again, 0, png))) as PortalDocumentItem).status).toBe('uploaded');
  });
});

describe('a co-applicant', () => {
  it("sees the main applicant's files on the same checklist, cannot delete them, and uploads their own", async () => {
    const main = await borrowerOfNewFile(t, 'main.joint@example.com');
    expect((await asBorrower(main, 'PUT', '/api/portal/application/applicants', { applicants: [applicant] })).status).toBe(200);
    const item = await photoIdOf(main);
    const png = new Uint8Array(await smallPng());
    const mine = (await tus(main).create({ itemId: item.id, filename: 'main.png' }, png.byteLength)).headers.get('location')!;
    const file = ((await json(await tus(main).patch(mine, 0, png))) as PortalDocumentItem).files[0]!;
    expect((await asBorrower(main, 'POST', '/api/portal/co-applicants', { name: 'Omar Haddad', email: 'omar.joint@example.com' })).status).toBe(201);
    const entered = await enterWithMailedLink(t, 'omar.joint@example.com');
    const omar = { ...main, ...entered };

    expect((await photoIdOf(omar)).files).toEqual([{ ...file, mine: false }]);
    const refused = await asBorrower(omar, 'DELETE', `/api/portal/documents/${item.id}/files/${file.id}`);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.message).toBe(m.notYourUpload);
    // Each applicant downloads their own uploads again, not another's.
    const downloaded = await asBorrower(main, 'GET', `/api/portal/documents/${item.id}/files/${file.id}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toContain('attachment; filename="main');
    expect(downloaded.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await downloaded.arrayBuffer()).byteLength).toBe(file.size);
    const notTheirs = await asBorrower(omar, 'GET', `/api/portal/documents/${item.id}/files/${file.id}`);
    expect(notTheirs.status).toBe(403);
    expect((await json(notTheirs)).error.message).toBe(m.notYourUpload);
    // The main applicant's upload in progress is theirs alone, on the same file.
    const pending = (await tus(main).create({ itemId: item.id, filename: 'pending.png' }, png.byteLength)).headers.get('location')!;
    expect((await tus(omar).head(pending)).status).toBe(404);
    expect((await asBorrower(main, 'DELETE', pending)).status).toBe(204);

    t.clock.advance(60_000);
    const theirs = (await tus(omar).create({ itemId: item.id, filename: 'omar.png' }, png.byteLength)).headers.get('location')!;
    const both = (await json(await tus(omar).patch(theirs, 0, png))) as PortalDocumentItem;
    expect(both.files.map((f) => [f.name, f.mine, f.uploadedBy])).toEqual([
      ['main.png', false, 'Amira Haddad'],
      ['omar.png', true, 'Omar Haddad'],
    ]);
  });
});

describe('another borrower', () => {
  it("gets 404 for anything of another file: its documents, its uploads in progress, its files", async () => {
    const other = await borrowerOfNewFile(t, 'other.file@example.com', 'marc');
    const item = await photoIdOf(amira);
    const bytes = pdfOf(10_000);
    const location = (await tus(amira).create({ itemId: item.id, filename: 'mine.pdf' }, bytes.byteLength)).headers.get('location')!;
    expect((await tus(amira).patch(location, 0, bytes.subarray(0, 5_000))).status).toBe(204);
    const amirasFile = (await photoIdOf(amira)).files[0]!;

    expect(await documentsOf(other)).toEqual([]);
    expect((await tus(other).create({ itemId: item.id, filename: 'theirs.pdf' }, 100)).status).toBe(404);
    expect((await tus(other).head(location)).status).toBe(404);
    expect((await asBorrower(other, 'GET', location)).status).toBe(404);
    expect((await tus(other).patch(location, 5_000, bytes.subarray(5_000))).status).toBe(404);
    expect((await asBorrower(other, 'DELETE', location)).status).toBe(404);
    expect((await asBorrower(other, 'DELETE', `/api/portal/documents/${item.id}/files/${amirasFile.id}`)).status).toBe(404);
    expect((await asBorrower(other, 'GET', `/api/portal/documents/${item.id}/files/${amirasFile.id}`)).status).toBe(404);
    // Amira's upload is untouched and finishes.
    expect(Number((await tus(amira).head(location)).headers.get('upload-offset'))).toBe(5_000);
    expect((await tus(amira).patch(location, 5_000, bytes.subarray(5_000))).status).toBe(200);
    expect(await t.db.$count(fileDocumentItems, eq(fileDocumentItems.fileId, other.fileId))).toBe(0);
  });
});

describe('an upload left unfinished', () => {
  it('is deleted by the hourly clean-up once a day old; a newer one stays', async () => {
    const item = await photoIdOf(amira);
    const bytes = pdfOf(10_000);
    const old = (await tus(amira).create({ itemId: item.id, filename: 'abandoned.pdf' }, bytes.byteLength)).headers.get('location')!.split('/').at(-1)!;
    await tus(amira).patch(`/api/portal/uploads/${old}`, 0, bytes.subarray(0, 5_000));
    const fresh = (await tus(amira).create({ itemId: item.id, filename: 'ongoing.pdf' }, bytes.byteLength)).headers.get('location')!.split('/').at(-1)!;
    // tus dates an upload by the machine's clock when it starts: this one started 25 hours ago.
    const info = join(t.resumableUploadsDir, `${old}.json`);
    const stored = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
    await writeFile(info, JSON.stringify({ ...stored, creation_date: new Date(Date.now() - 25 * 3600_000).toISOString() }));
    expect((await tus(amira).head(`/api/portal/uploads/${old}`)).status).toBe(404);

    await resumableUploadsCleanupHandler(t.resumableUploadsDir)({}, { db: t.db, clock: t.clock, logger: (await import('../../lib/logger.ts')).createLogger('silent'), jobId: 'test', attempt: 1 });
    expect(inProgress().sort()).toEqual([fresh, `${fresh}.json`].sort());
    expect((await tus(amira).head(`/api/portal/uploads/${fresh}`)).status).toBe(200);
    expect((await asBorrower(amira, 'DELETE', `/api/portal/uploads/${fresh}`)).status).toBe(204);
    expect(inProgress()).toEqual([]);
  });
});
