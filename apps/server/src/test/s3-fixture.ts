import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { createS3Storage } from '../lib/storage/s3-storage.ts';
import type { Storage } from '../lib/storage/storage.ts';

export const fixtureBucket = 'maple-test';

/**
 * A real S3-protocol server on a free localhost port (s3rver keeps objects in a temporary
 * folder), so the S3 driver is proven over HTTP with the real SDK, never against a mock.
 */
export async function startS3Fixture(): Promise<{ storage: Storage; endpoint: string; close: () => Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'maple-s3rver-')),
    configureBuckets: [{ name: fixtureBucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storage = createS3Storage({
    bucket: fixtureBucket,
    region: 'us-east-1',
    endpoint,
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return { storage, endpoint, close: () => server.close() };
}
