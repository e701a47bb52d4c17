// Image uploads and /files serving, through the app on a fresh database, on both storage drivers
// (disk, and a real S3-protocol server on localhost).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '@maple/db/schema/stored-files';
import { imageSetOf } from '@maple/shared/image-set';
import { filesMessages } from '@maple/shared/messages/files';
import { htmlPage, multipart, phonePhoto, pixelBombPng, smallPng, startStorageTestApp, storageDrivers, svgWithScript } from '../../test/upload-fixtures.ts';
import { json, type TestApp } from '../../test/test-app.ts';

describe.each(storageDrivers)('image uploads and /files on the %s driver', (driver, startStorage) => {
  let t: TestApp;
  let close: () => Promise<void>;
  let admin: string;
  let agent: string;

  beforeAll(async () => {
    ({ t, close } = await startStorageTestApp(startStorage));
    admin = await t.as('admin').cookie();
    agent = await t.as('sarah').cookie();
  });
  afterAll(() => close());

  const post = (path: string, body: FormData | Uint8Array | string, cookie?: string, headers: Record<string, string> = {}) => t.request(path, { method: 'POST', body, cookie, headers });
  const storedCount = async () => (await t.db.select({ n: count() }).from(storedFiles))[0]!.n;
  const filesOnDisk = (dir = t.filesDir): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? filesOnDisk(join(dir, entry.name)) : 1), 0);
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('re-encodes a phone photo to WebP: orientation applied, EXIF and GPS gone, srcset widths recorded', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ width: 1600, height: 1200, orientation: 6 });
    expect(before.exif).toBeDefined();

    const res = await post('/api/admin/uploads/product-images', multipart(photo, 'IMG_0001.JPG', 'image/jpeg'), admin);
    expect(res.status).toBe(201);
    const body = await json(res);
    // Orientation 6 means the camera was turned: the stored pixels are upright, 1200 wide, 1600 tall.
    expect(body).toMatchObject({ width: 1200, height: 1600, url: expect.stringMatching(/^\/files\/product-images\/console\/\d+-[0-9a-f]{8}-img-0001-1200x1600\.webp$/) });
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1200]);

    const served = await t.request(body.url);
    expect(served.status).toBe(200);
    const meta = await sharp(await bytesOf(served)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();

    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, body.url.replace('/files/product-images/', '')));
    expect(row).toMatchObject({ bucket: 'product-images', contentType: 'image/webp', width: 1200, height: 1600, agentId: null });
    expect(row!.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 427],
      [640, 853],
      [1200, 1600],
    ]);
    const narrow = await t.request(body.variants[0].url);
    expect(await sharp(await bytesOf(narrow)).metadata()).toMatchObject({ format: 'webp', width: 320 });
    // The web builds srcset from the URL alone: it must name exactly the widths stored.
    expect(imageSetOf(body.url)).toEqual({
      src: body.url,
      width: 1200,
      height: 1600,
      srcSet: body.variants.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(', '),
    });
  });

  it('serves a file with its stored type, a year of immutable caching, an ETag and 304, nosniff and a closed CSP', async () => {
    const { url } = await json(await post('/api/admin/uploads/lender-logos', multipart(await smallPng(), 'logo.png', 'image/png'), admin));
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    await res.arrayBuffer();

    const again = await t.request(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await t.request(url, { headers: { 'if-none-match': `W/${etag}, "other"` } })).status).toBe(304);
    expect((await t.request(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });

  it('answers 404 for any key that is not exactly a stored key, the private bucket and traversal tricks', async () => {
    const { url } = await json(await post('/api/admin/uploads/service-images', multipart(await smallPng(), 'service.png', 'image/png'), admin));
    const key = url.replace('/files/service-images/', '');
    const paths = [
      `/files/service-images/${key}x`,
      `/files/service-images/${key.toUpperCase()}`,
      `/files/blog-images/${key}`,
      `/files/agent-documents/${key}`,
      `/files/service-images/${key.split('/')[0]}`,
      `/files/service-images/%2e%2e/%2e%2e/etc/passwd`,
      `/files/service-images/..%2f..%2fetc%2fpasswd`,
      `/files/service-images/${key}%00`,
      '/files/service-images/',
      '/files/unknown-bucket/x.webp',
      '/files/',
    ];
    for (const path of paths) {
      const res = await t.request(path);
      // (URL parsing resolves dot segments, even encoded ones, before the app sees them.)
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/immutable/);
    }
  });

  it.each([
    ['an SVG with a script', svgWithScript, 'logo.svg', 'image/svg+xml'],
    ['a .jpg that is really HTML', htmlPage, 'photo.jpg', 'image/jpeg'],
    ['a PDF', '%PDF-1.4\n%%EOF\n', 'cover.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_name, content, fileName, type) => {
    const before = await storedCount();
    const res = await post('/api/admin/uploads/blog-images', multipart(content, fileName, type), admin);
    expect(res.status).toBe(415);
    expect(await json(res)).toEqual({ error: { code: 'unsupported_media_type', message: filesMessages.imageType, fields: { file: filesMessages.imageType } } });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a 20,000 × 20,000 PNG before decoding it (413), storing nothing', async () => {
    const bomb = pixelBombPng();
    expect(bomb.byteLength).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const before = await storedCount();
    const res = await post('/api/admin/uploads/product-images', multipart(bomb, 'huge.png', 'image/png'), admin);
    expect(res.status).toBe(413);
    expect((await json(res)).error).toEqual({ code: 'too_large', message: filesMessages.imageTooManyPixels });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a 30 MB body with 413 before reading it all, and an image over 8 MB, storing nothing', async () => {
    const before = await storedCount();
    const onDisk = filesOnDisk();
    const huge = await post('/api/admin/uploads/product-images', multipart(new Uint8Array(30 * 1024 * 1024), 'huge.png', 'image/png'), admin);
    expect(huge.status).toBe(413);
    expect((await json(huge)).error.code).toBe('too_large');
    const declared = await post('/api/admin/uploads/product-images', multipart(new Uint8Array(9 * 1024 * 1024), 'big.png', 'image/png'), admin);
    expect(declared.status).toBe(413);
    expect((await json(declared)).error).toEqual({ code: 'too_large', message: filesMessages.imageTooLarge });
    expect(await storedCount()).toBe(before);
    if (driver === 'disk') expect(filesOnDisk()).toBe(onDisk);
  });

  it('refuses an upload without a file, an empty file, JSON and a broken multipart body with 4xx in the contract shape', async () => {
    const form = new FormData();
    form.set('name', 'no file');
    expect((await post('/api/admin/uploads/blog-images', form, admin)).status).toBe(400);
    expect((await post('/api/admin/uploads/blog-images', multipart('', 'empty.png', 'image/png'), admin)).status).toBe(400);
    const asJson = await post('/api/admin/uploads/blog-images', JSON.stringify({ file: 'x' }), admin, { 'content-type': 'application/json' });
    expect(asJson.status).toBe(415);
    const broken = await post('/api/admin/uploads/blog-images', '--x\r\nContent-Disposition: form-data; name="file"', admin, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    expect((await json(broken)).error.code).toBe('bad_request');
  });

  it('takes console uploads only into content buckets, and an agent’s only into blog-images', async () => {
    expect((await post('/api/admin/uploads/agent-documents', multipart(await smallPng(), 'a.png'), admin)).status).toBe(404);
    expect((await post('/api/admin/uploads/agent-headshots', multipart(await smallPng(), 'a.png'), admin)).status).toBe(404);
    const mine = await post('/api/me/uploads/blog-images', multipart(await smallPng(), 'My Cover Photo.PNG', 'image/png'), agent);
    expect(mine.status).toBe(201);
    const body = await json(mine);
    expect(body).toMatchObject({ width: 400, height: 300, url: expect.stringMatching(/^\/files\/blog-images\/[0-9a-f-]{36}\/\d+-[0-9a-f]{8}-my-cover-photo-400x300\.webp$/) });
    // Narrower widths exist only below the image's own width.
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([320, 400]);
  });

  it('refuses anonymous uploads with 401 and stores nothing', async () => {
    const before = await storedCount();
    for (const path of ['/api/admin/uploads/blog-images', '/api/me/uploads/blog-images', '/api/me/agent/images/headshot', '/api/me/documents']) {
      const res = await post(path, multipart(await smallPng(), 'a.png', 'image/png'));
      expect(res.status, path).toBe(401);
      expect((await json(res)).error.code).toBe('unauthorized');
    }
    expect(await storedCount()).toBe(before);
  });
});
