// Agent documents: private, checked by content, never overwritten, downloaded only by their owner
// or the super admin.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDocuments } from '@maple/db/schema/agent-documents';
import { agents } from '@maple/db/schema/agents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { filesMessages } from '@maple/shared/messages/files';
import { textMessages } from '@maple/shared/messages/text';
import { heicClaiming, heicScan, heifScan, htmlPage, multipart, pdf, smallPng, smallWebp, startStorageTestApp, storageDrivers, svgWithScript } from '../../test/upload-fixtures.ts';
import { json, type TestApp } from '../../test/test-app.ts';

describe.each(storageDrivers)('agent documents on the %s driver', (_driver, startStorage) => {
  let t: TestApp;
  let close: () => Promise<void>;
  let sarah: string;
  let sarahId: string;

  beforeAll(async () => {
    ({ t, close } = await startStorageTestApp(startStorage));
    sarah = await t.as('sarah').cookie();
    sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
  });
  afterAll(() => close());

  const upload = (form: FormData, cookie = sarah) => t.request('/api/me/documents', { method: 'POST', cookie, body: form });
  const counts = async () => ({
    documents: (await t.db.select({ n: count() }).from(agentDocuments))[0]!.n,
    files: (await t.db.select({ n: count() }).from(storedFiles))[0]!.n,
  });

  it('stores a PDF as a certificate, privately, and its owner downloads it as an attachment', async () => {
    const res = await upload(multipart(pdf('licence'), 'FSRA Licence 2026.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    const { document } = await json(res);
    expect(document).toMatchObject({ name: 'FSRA Licence 2026.pdf', type: 'certificate', mimeType: 'application/pdf', fileSize: pdf('licence').length });
    const [row] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${sarahId}/\\d+-[0-9a-f]{8}-fsra-licence-2026\\.pdf$`));
    // Never served by /files, even with its exact key.
    expect((await t.request(`/files/agent-documents/${row!.storageKey}`)).status).toBe(404);

    const download = await t.as('sarah').get(`/api/me/documents/${document.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="FSRA Licence 2026.pdf"; filename*=UTF-8''FSRA%20Licence%202026.pdf`);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await download.text()).toBe(pdf('licence'));

    const byAdmin = await t.as('admin').get(`/api/admin/agents/${sarahId}/documents/${document.id}/download`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('content-disposition')).toMatch(/^attachment;/);
    await byAdmin.arrayBuffer();
  });

  it('answers 404 to agent B downloading or deleting agent A’s document, and to anonymous 401', async () => {
    const { document } = await json(await upload(multipart(pdf('private'), 'private.pdf', 'application/pdf')));
    const asB = await t.as('marc').get(`/api/me/documents/${document.id}/download`);
    expect(asB.status).toBe(404);
    expect(await json(asB)).toEqual({ error: { code: 'not_found', message: filesMessages.documentNotFound } });
    expect((await t.as('marc').delete(`/api/me/documents/${document.id}`)).status).toBe(404);
    const marcId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'marcgagnon')))[0]!.id;
    // The console's path must name the document's own agent.
    expect((await t.as('admin').get(`/api/admin/agents/${marcId}/documents/${document.id}/download`)).status).toBe(404);
    expect((await t.request(`/api/me/documents/${document.id}/download`)).status).toBe(401);
    expect((await t.as('sarah').get(`/api/me/documents/${document.id}/download`)).status).toBe(200);
  });

  it('keeps the same name twice as two rows and two files', async () => {
    const a = (await json(await upload(multipart(pdf('one'), 'same.pdf', 'application/pdf')))).document;
    const b = (await json(await upload(multipart(pdf('two'), 'same.pdf', 'application/pdf')))).document;
    expect(a.id).not.toBe(b.id);
    const rows = await t.db.select().from(agentDocuments).where(eq(agentDocuments.name, 'same.pdf'));
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(2);
    expect(await (await t.as('sarah').get(`/api/me/documents/${a.id}/download`)).text()).toBe(pdf('one'));
    expect(await (await t.as('sarah').get(`/api/me/documents/${b.id}/download`)).text()).toBe(pdf('two'));
  });

  it('reads the type from the bytes: a PNG renamed .pdf is an image/png of type other', async () => {
    const res = await upload(multipart(await smallPng(), 'certificate.pdf', 'application/pdf', { name: 'Scan' }));
    expect(res.status).toBe(201);
    const { document } = await json(res);
    expect(document).toMatchObject({ name: 'Scan', mimeType: 'image/png', type: 'other' });
    const [row] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    expect(row!.storageKey).toMatch(/\.png$/);
  });

  it('keeps a WebP photo byte for byte, served back as image/webp', async () => {
    const webp = await smallWebp();
    const res = await upload(multipart(webp, 'licence photo.webp', 'image/webp'));
    expect(res.status).toBe(201);
    const { document } = await json(res);
    expect(document).toMatchObject({ name: 'licence photo.webp', mimeType: 'image/webp', type: 'other', fileSize: webp.length });
    const [row] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    expect(row!.storageKey).toMatch(/-licence-photo\.webp$/);

    const download = await t.as('sarah').get(`/api/me/documents/${document.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await download.arrayBuffer()).equals(webp)).toBe(true);
  });

  it.each([
    // The browser's claim is ignored either way: the bytes say HEIC/HEIF.
    ['a HEIC photo', heicScan, 'IMG_0042.HEIC', 'application/octet-stream'],
    ['a HEIF photo (brand mif1)', heifScan, 'scan.heif', 'image/heif'],
  ])('stores %s as the JPEG it decodes to, which downloads as image/jpeg', async (_name, bytes, fileName, type) => {
    const res = await upload(multipart(bytes(), fileName, type));
    expect(res.status).toBe(201);
    const { document } = await json(res);
    expect(document).toMatchObject({ name: fileName, mimeType: 'image/jpeg', type: 'other' });
    const [row] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    expect(row!.storageKey).toMatch(/\.jpg$/);
    expect(await t.db.select({ contentType: storedFiles.contentType, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, row!.storageKey))).toEqual([
      { contentType: 'image/jpeg', size: document.fileSize },
    ]);

    const download = await t.as('sarah').get(`/api/me/documents/${document.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toContain(`filename="${fileName}.jpg"`);
    const jpeg = Buffer.from(await download.arrayBuffer());
    expect(jpeg.byteLength).toBe(document.fileSize);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    // The picture itself survived: red on the left, white on the right.
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);
    expect(near(pixel(10, 24), [200, 30, 30]), String(pixel(10, 24))).toBe(true);
    expect(near(pixel(54, 24), [255, 255, 255]), String(pixel(54, 24))).toBe(true);
  });

  it('refuses a HEIC whose header claims 400 megapixels with 413 before decoding it, storing nothing', async () => {
    const before = await counts();
    const res = await upload(multipart(heicClaiming(20_000), 'huge.heic', 'image/heic'));
    expect(res.status).toBe(413);
    expect((await json(res)).error).toEqual({ code: 'too_large', message: filesMessages.imageTooManyPixels });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an SVG with a script', svgWithScript, 'badge.svg', 'image/svg+xml'],
    ['a .jpg that is really HTML', htmlPage, 'scan.jpg', 'image/jpeg'],
    ['plain text named .doc', 'just words', 'notes.doc', 'application/msword'],
    ['plain text named .heic', 'just words', 'photo.heic', 'image/heic'],
    ['plain text named .webp', 'just words', 'photo.webp', 'image/webp'],
    // These two start as a real HEIC (file-type says image/heic); only decoding finds them out.
    ['a HEIC cut short', heicScan().subarray(0, 600), 'photo.heic', 'image/heic'],
    ['a HEIC header followed by garbage', Buffer.concat([heicScan().subarray(0, 28), Buffer.alloc(600, 0x41)]), 'photo.heic', 'image/heic'],
  ])('refuses %s with 415 and stores nothing', async (_name, content, fileName, type) => {
    const before = await counts();
    const res = await upload(multipart(content, fileName, type));
    expect(res.status).toBe(415);
    expect((await json(res)).error).toEqual({ code: 'unsupported_media_type', message: filesMessages.documentType, fields: { file: filesMessages.documentType } });
    expect(await counts()).toEqual(before);
  });

  it('turns a filename of ../../etc/passwd into a plain key inside the agent’s folder', async () => {
    const res = await upload(multipart(pdf('traversal'), '../../etc/passwd', 'application/pdf'));
    expect(res.status).toBe(201);
    const { document } = await json(res);
    expect(document.name).toBe('passwd');
    const [row] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${sarahId}/\\d+-[0-9a-f]{8}-passwd\\.pdf$`));
    expect(await t.storage.stat('agent-documents', row!.storageKey)).toEqual({ size: pdf('traversal').length });
  });

  it('refuses a document over 20 MB with 413 and a name with control characters with 400, storing nothing', async () => {
    const before = await counts();
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const res = await upload(multipart(big, 'big.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect((await json(res)).error).toEqual({ code: 'too_large', message: filesMessages.documentTooLarge });
    const badName = await upload(multipart(pdf(), 'a.pdf', 'application/pdf', { name: 'bad\u0000name' }));
    expect(badName.status).toBe(400);
    expect((await json(badName)).error.fields).toEqual({ name: textMessages.forbiddenCharacters });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file name with NUL, control characters or an encoded CR/LF with 400 on the file, storing nothing', async () => {
    const before = await counts();
    // Written by hand: a browser's FormData would escape these, a hostile client need not.
    const raw = (disposition: string) => {
      const boundary = 'maple-hostile-name';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`;
      return {
        body: Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(pdf('hostile')), Buffer.from(`\r\n--${boundary}--\r\n`)]),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    };
    for (const disposition of ['filename="a\u0000b.pdf"', 'filename="tab\there.pdf"', 'filename="a%0D%0ASubject: x.pdf"', 'filename="bell\u0007.pdf"']) {
      const { body, type } = raw(disposition);
      const res = await t.request('/api/me/documents', { method: 'POST', cookie: sarah, body, headers: { 'content-type': type } });
      expect(res.status, disposition).toBe(400);
      expect((await json(res)).error.fields, disposition).toEqual({ file: textMessages.forbiddenCharacters });
    }
    expect(await counts()).toEqual(before);
  });

  it('lists the owner’s documents newest first and deletes one with its file', async () => {
    const { document } = await json(await upload(multipart(pdf('to delete'), 'delete me.pdf', 'application/pdf')));
    const list = await json(await t.as('sarah').get('/api/me/documents?pageSize=100'));
    expect(list.items[0]).toMatchObject({ id: document.id, name: 'delete me.pdf' });
    expect(list.total).toBe(list.items.length);
    expect((await json(await t.as('marc').get('/api/me/documents'))).total).toBe(0);

    const [row] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id));
    expect((await t.as('sarah').delete(`/api/me/documents/${document.id}`)).status).toBe(204);
    expect(await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id))).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, row!.storageKey))).toEqual([]);
    expect(await t.storage.stat('agent-documents', row!.storageKey)).toBeNull();
    expect((await t.as('sarah').get(`/api/me/documents/${document.id}/download`)).status).toBe(404);
  });
});
