import { readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { startS3Fixture } from './s3-fixture.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The drivers every storage-backed API suite runs on: disk in a temporary folder, and real S3 over HTTP. */
export const storageDrivers: [string, () => Promise<{ storage?: Storage; close: () => Promise<void> }>][] = [
  ['disk', async () => ({ storage: undefined, close: async () => {} })],
  ['s3', startS3Fixture],
];

/** A multipart body with one `file` part (and text fields), as a browser's FormData sends it. */
export function multipart(bytes: Uint8Array | string, fileName: string, type = 'application/octet-stream', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], fileName, { type }));
  return form;
}

/** A photo as a phone takes it: 1600×1200 JPEG, EXIF with a camera and GPS position, rotated by its orientation tag. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'MapleCam', Model: 'Test 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const smallPng = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7' } }).png().toBuffer();
export const smallWebp = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7' } }).webp().toBuffer();

/**
 * A real HEIC as a phone writes it (brand `heic`, HEVC-coded, one tile in a grid), 636 bytes:
 * 64×48, the left half red (200, 30, 30), the right half white. Made once with libheif's encoder,
 * which no npm package ships: a 64×48 PNG from sharp, then `heif-enc -q 60` (Debian
 * libheif-examples 1.15.1).
 */
export const heicScan = (): Buffer => readFileSync(new URL('./fixtures/document-scan.heic', import.meta.url));

/** The same photo under the plain HEIF brand `mif1`, as some Android phones write it (file-type: image/heif). */
export const heifScan = (): Buffer => {
  const bytes = heicScan();
  bytes.write('mif1', 8, 'ascii');
  return bytes;
};

/**
 * `heicScan` with a header claiming `side`×`side` pixels: the grid's size in its `ispe` property
 * and in the grid description (16-bit, in `idat`). Only the header changes, so it is refused from
 * the header alone or, past that check, by libheif ("tiles do not cover the image").
 */
export function heicClaiming(side: number): Buffer {
  const bytes = heicScan();
  const ispe = bytes.lastIndexOf('ispe');
  const grid = bytes.indexOf('idat') + 4;
  if (bytes.readUInt32BE(ispe + 8) !== 64 || bytes.readUInt16BE(grid + 4) !== 64) throw new Error('document-scan.heic is not the 64×48 grid this helper knows');
  bytes.writeUInt32BE(side, ispe + 8);
  bytes.writeUInt32BE(side, ispe + 12);
  bytes.writeUInt16BE(side, grid + 4);
  bytes.writeUInt16BE(side, grid + 6);
  return bytes;
}

export const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
export const htmlPage = '<!doctype html><html><body><script>fetch("/api/me").then(r=>r.text()).then(alert)</script></body></html>';

/** A minimal PDF with its magic bytes. */
export const pdf = (note = 'licence') => `%PDF-1.4\n1 0 obj<<>>endobj\n% ${note}\ntrailer<<>>\n%%EOF\n`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, complete 20,000 × 20,000 PNG (400 megapixels) that is about 50 KB on disk: one bit
 * per pixel, all black, so it deflates to almost nothing. Decoded it would need over a gigabyte.
 */
export function pixelBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then zero bits
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A test app on a freshly started storage driver; `close` shuts the app, then the storage server. */
export async function startStorageTestApp(startStorage: (typeof storageDrivers)[number][1]): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const started = await startStorage();
  const t = await createTestApp({ storage: started.storage });
  return {
    t,
    close: async () => {
      await t.close();
      await started.close();
    },
  };
}
