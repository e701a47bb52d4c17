import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { privateBuckets, type Bucket } from '@maple/shared/files';
import { appFilePath, assertSafeKey, type Storage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A CDN or the bucket's own address in front of the `public/` prefix. */
  publicUrl?: string;
};

/**
 * One S3 bucket holds every Maple bucket as a prefix: `public/<bucket>/<key>` for what /files
 * serves and `private/agent-documents/<key>` for documents, so a bucket policy or CDN can expose
 * `public/*` alone and a mistake there can never publish an agent's documents.
 */
export function objectKey(bucket: Bucket, key: string): string {
  assertSafeKey(key);
  return `${privateBuckets.includes(bucket) ? 'private' : 'public'}/${bucket}/${key}`;
}

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // The SDK's default CRC checksums (since 3.729) are refused by many S3-compatible servers
    // (older MinIO, Ceph, R2 at times, s3rver); bodies are sent with their length (buffers, and the streams of finished resumable uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    driver: 's3',
    async put(bucket, key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(bucket, key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async putStream(bucket, key, body, size, contentType) {
      // A stream with its length goes out as one PUT, read as it is sent (S3 takes up to 5 GB so).
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(bucket, key), Body: body, ContentType: contentType, ContentLength: size }));
    },
    async get(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        if (!out.Body) return null;
        return { body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: out.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(bucket, key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        return { size: out.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      // S3 answers 204 for a key that is not there, which is what the interface promises.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },
    publicUrl(bucket, key) {
      assertSafeKey(key);
      return settings.publicUrl ? `${settings.publicUrl}/${bucket}/${key}` : appFilePath(bucket, key);
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
