// The one contract both drivers keep, run against each: the disk driver in a temporary folder and
// the S3 driver against a real S3-protocol server on localhost (s3rver), through the real SDK.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fixture } from '../../test/s3-fixture.ts';
import { createDiskStorage } from './disk-storage.ts';
import { objectKey } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const drivers: [string, () => Promise<{ storage: Storage; close: () => Promise<void> }>][] = [
  ['disk', async () => ({ storage: createDiskStorage({ root: mkdtempSync(join(tmpdir(), 'maple-files-')) }), close: async () => {} })],
  ['s3', startS3Fixture],
];

const text = (value: string) => new TextEncoder().encode(value);
const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString('utf8');

describe.each(drivers)('storage contract: %s driver', (_name, start) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await start());
  });
  afterAll(() => close());

  it('puts an object, reads it back as a stream, stats and deletes it', async () => {
    await storage.put('blog-images', 'console/1700000000000-a1b2c3d4-cover.webp', text('hello maple'), 'image/webp');
    expect(await storage.stat('blog-images', 'console/1700000000000-a1b2c3d4-cover.webp')).toEqual({ size: 11 });
    const object = await storage.get('blog-images', 'console/1700000000000-a1b2c3d4-cover.webp');
    expect(object?.size).toBe(11);
    expect(await readAll(object!.body)).toBe('hello maple');

    await storage.delete('blog-images', 'console/1700000000000-a1b2c3d4-cover.webp');
    expect(await storage.stat('blog-images', 'console/1700000000000-a1b2c3d4-cover.webp')).toBeNull();
    expect(await storage.get('blog-images', 'console/1700000000000-a1b2c3d4-cover.webp')).toBeNull();
  });

  it('keeps buckets apart: the same key in two buckets is two objects', async () => {
    await storage.put('agent-headshots', 'a/same.webp', text('headshot'), 'image/webp');
    await storage.put('agent-banners', 'a/same.webp', text('banner!'), 'image/webp');
    expect(await readAll((await storage.get('agent-headshots', 'a/same.webp'))!.body)).toBe('headshot');
    expect(await readAll((await storage.get('agent-banners', 'a/same.webp'))!.body)).toBe('banner!');
  });

  it('answers null for a missing object and deletes a missing object without an error', async () => {
    expect(await storage.get('product-images', 'nobody/never.webp')).toBeNull();
    expect(await storage.stat('product-images', 'nobody/never.webp')).toBeNull();
    await expect(storage.delete('product-images', 'nobody/never.webp')).resolves.toBeUndefined();
  });

  it('round-trips binary bytes exactly', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) & 255);
    await storage.put('agent-documents', 'b/1700000000000-bin.pdf', bytes, 'application/pdf');
    const back = new Uint8Array(await new Response((await storage.get('agent-documents', 'b/1700000000000-bin.pdf'))!.body).arrayBuffer());
    expect(Buffer.compare(Buffer.from(back), Buffer.from(bytes))).toBe(0);
  });

  it('puts an object from a stream of its known size, as a finished resumable upload is stored', async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 7) & 255);
    const chunks = [bytes.subarray(0, 65_536), bytes.subarray(65_536, 131_072), bytes.subarray(131_072)];
    await storage.putStream('file-documents', 'f/1700000000000-a1b2c3d4-statement.pdf', Readable.from(chunks), bytes.byteLength, 'application/pdf');
    expect(await storage.stat('file-documents', 'f/1700000000000-a1b2c3d4-statement.pdf')).toEqual({ size: 200_000 });
    const back = new Uint8Array(await new Response((await storage.get('file-documents', 'f/1700000000000-a1b2c3d4-statement.pdf'))!.body).arrayBuffer());
    expect(Buffer.compare(Buffer.from(back), Buffer.from(bytes))).toBe(0);
    await storage.delete('file-documents', 'f/1700000000000-a1b2c3d4-statement.pdf');
  });

  it.each(['../escape.txt', 'a/../../etc/passwd', '/etc/passwd', '.hidden', 'a\\b', 'a//b', 'a/%2e%2e/b', 'a\u0000b', ''])('refuses the key %j before touching anything', async (key) => {
    await expect(storage.put('blog-images', key, text('x'), 'text/plain')).rejects.toThrow(/storage key/);
    await expect(storage.get('blog-images', key)).rejects.toThrow(/storage key/);
    await expect(storage.delete('blog-images', key)).rejects.toThrow(/storage key/);
  });

  it('serves public buckets through /files on this app when no public URL is configured', () => {
    expect(storage.publicUrl('agent-headshots', 'a/1-me.webp')).toBe('/files/agent-headshots/a/1-me.webp');
  });
});

describe('S3 object layout', () => {
  it('puts public buckets under public/ and documents under private/, so a CDN can expose public/ alone', () => {
    expect(objectKey('agent-headshots', 'a/1-me.webp')).toBe('public/agent-headshots/a/1-me.webp');
    expect(objectKey('agent-documents', 'a/1-licence.pdf')).toBe('private/agent-documents/a/1-licence.pdf');
    expect(objectKey('file-documents', 'f/1-pay-stub.pdf')).toBe('private/file-documents/f/1-pay-stub.pdf');
  });
});
