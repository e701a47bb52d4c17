import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';
import { storageWarning } from './storage/create-storage.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'maple-env-'));

describe('loadEnv', () => {
  it('defaults to embedded mode on port 3000 with demo content and generated secrets that persist', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ port: 3000, embedded: true, seedDemo: true, publicUrl: 'http://localhost:3000' });
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
  });

  it('names the bad variable', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT:/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL:/);
  });

  it('requires AUTH_SECRET, SECRET_KEY and PUBLIC_URL in production with PostgreSQL, and seeds no demo data there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/maple' })).toThrow(/AUTH_SECRET: AUTH_SECRET is required/);
    const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/maple', AUTH_SECRET: 'x'.repeat(40), SECRET_KEY: 'y'.repeat(40), PUBLIC_URL: 'https://maple.example.com/', S3_BUCKET: 'maple', SMTP_URL: 'smtp://mail.example.com:587' });
    expect(env).toMatchObject({ embedded: false, seedDemo: false, publicUrl: 'https://maple.example.com' });
  });

  it('requires AUTH_SECRET, SECRET_KEY and PUBLIC_URL in production in embedded mode too, and seeds no demo accounts unless asked', () => {
    const dir = dataDir();
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/AUTH_SECRET: AUTH_SECRET is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL: PUBLIC_URL is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://maple.example.com' })).toThrow(
      /SECRET_KEY: SECRET_KEY is required in production/,
    );
    const production = { NODE_ENV: 'production', DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40), SECRET_KEY: 'y'.repeat(40), PUBLIC_URL: 'https://maple.example.com' };
    expect(loadEnv(production)).toMatchObject({ embedded: true, seedDemo: false });
    expect(loadEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [undefined, 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i proxy hops', (value, hops) => {
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('refuses a TRUST_PROXY that is neither a flag nor a hop count', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY:/);
  });

  it('generates SECRET_KEY in embedded mode, takes SECRET_KEY_PREVIOUS for rotation, polls jobs every second and gives shutdown 10 s by default', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).secretKey).toBe(env.secretKey);
    expect(env).toMatchObject({ secretKeyPrevious: undefined, jobPollMs: 1000 });
    expect(loadEnv({ DATA_DIR: dir, SECRET_KEY_PREVIOUS: 'p'.repeat(40), JOB_POLL_INTERVAL_MS: '250' })).toMatchObject({ secretKeyPrevious: 'p'.repeat(40), jobPollMs: 250 });
    expect(() => loadEnv({ DATA_DIR: dir, SECRET_KEY_PREVIOUS: 'short' })).toThrow(/SECRET_KEY_PREVIOUS:/);
    expect(() => loadEnv({ DATA_DIR: dir, JOB_POLL_INTERVAL_MS: '5' })).toThrow(/JOB_POLL_INTERVAL_MS:/);
    expect(env.shutdownGraceMs).toBe(10_000);
    expect(loadEnv({ DATA_DIR: dir, SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(() => loadEnv({ DATA_DIR: dir, SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS:/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: '' }).embedded).toBe(true);
  });

  it("keeps the portal's uploads in progress under DATA_DIR/resumable-uploads unless RESUMABLE_UPLOADS_DIR names a folder", () => {
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }).resumableUploadsDir).toBe(join(dir, 'resumable-uploads'));
    expect(loadEnv({ DATA_DIR: dir, RESUMABLE_UPLOADS_DIR: '/srv/maple-uploads' }).resumableUploadsDir).toBe('/srv/maple-uploads');
  });

  it('stores files under DATA_DIR/files unless S3_BUCKET is set, and reads the S3 settings', () => {
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }).storage).toEqual({ driver: 'disk', root: join(dir, 'files'), shared: false, publicUrl: undefined });
    const s3 = loadEnv({ DATA_DIR: dir, S3_BUCKET: 'maple', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true', FILES_PUBLIC_URL: 'https://cdn.example.com/' });
    expect(s3.storage).toEqual({ driver: 's3', bucket: 'maple', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true, publicUrl: 'https://cdn.example.com' });
  });

  it('reads the chat assistant settings: built-in engine by default, a model only with URL and name together', () => {
    const plain = loadEnv({ DATA_DIR: dataDir() });
    expect(plain.chatModel).toBeUndefined();
    expect(plain.chatLimitPerTenMinutes).toBe(60);
    const withModel = loadEnv({ DATA_DIR: dataDir(), CHAT_MODEL_URL: 'http://127.0.0.1:9/v1', CHAT_MODEL: 'small', CHAT_API_KEY: 'k', CHAT_LIMIT_PER_10_MINUTES: '5' });
    expect(withModel.chatModel).toEqual({ url: 'http://127.0.0.1:9/v1', model: 'small', apiKey: 'k', firstTokenMs: 10_000 });
    expect(withModel.chatLimitPerTenMinutes).toBe(5);
    expect(() => loadEnv({ DATA_DIR: dataDir(), CHAT_MODEL_URL: 'http://127.0.0.1:9/v1' })).toThrow(/CHAT_MODEL: CHAT_MODEL_URL and CHAT_MODEL are set together/);
  });

  it('refuses half an S3 key pair and S3 settings without a bucket', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'maple', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: S3_BUCKET is required when S3_ENDPOINT is set/);
  });

  it('warns when a shared database meets files on local disk outside production, and only then', () => {
    const shared = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/maple' };
    expect(storageWarning(loadEnv(shared))).toMatch(/several processes behind a load balancer share uploads only through S3/);
    expect(storageWarning(loadEnv({ ...shared, S3_BUCKET: 'maple' }))).toBeNull();
    expect(storageWarning(loadEnv({ ...shared, FILES_DIR: '/srv/maple-files' }))).toBeNull();
    expect(storageWarning(loadEnv({ DATA_DIR: dataDir() }))).toBeNull();
  });

  it('in production with PostgreSQL, refuses to start until files and mail are said to go somewhere every process shares', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/maple', AUTH_SECRET: 'x'.repeat(40), SECRET_KEY: 'y'.repeat(40), PUBLIC_URL: 'https://maple.example.com' };
    expect(() => loadEnv(production)).toThrow(/S3_BUCKET: With DATABASE_URL in production, set S3_BUCKET, or FILES_DIR/);
    expect(() => loadEnv(production)).toThrow(/SMTP_URL: With DATABASE_URL in production, set SMTP_URL, or MAIL_TRANSPORT=outbox/);
    const onPurpose = loadEnv({ ...production, FILES_DIR: '/srv/maple-files', MAIL_TRANSPORT: 'outbox' });
    expect(onPurpose.storage).toEqual({ driver: 'disk', root: '/srv/maple-files', shared: true, publicUrl: undefined });
    expect(onPurpose.smtpUrl).toBeUndefined();
    expect(loadEnv({ ...production, S3_BUCKET: 'maple', SMTP_URL: 'smtps://u:p@mail.example.com:465' }).storage.driver).toBe('s3');
    // Embedded production keeps everything under DATA_DIR: one process, nothing to share.
    expect(loadEnv({ ...production, DATABASE_URL: undefined, DATA_DIR: dataDir() }).embedded).toBe(true);
  });

  it('refuses two places for the same thing: FILES_DIR with S3_BUCKET, MAIL_TRANSPORT=outbox with SMTP_URL, smtp without a URL', () => {
    const dir = dataDir();
    expect(() => loadEnv({ DATA_DIR: dir, FILES_DIR: '/srv/f', S3_BUCKET: 'maple' })).toThrow(/FILES_DIR: FILES_DIR and S3_BUCKET name two places/);
    expect(() => loadEnv({ DATA_DIR: dir, MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_TRANSPORT: MAIL_TRANSPORT=outbox and SMTP_URL/);
    expect(() => loadEnv({ DATA_DIR: dir, MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: MAIL_TRANSPORT=smtp needs SMTP_URL/);
    expect(() => loadEnv({ DATA_DIR: dir, MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT:/);
  });
});
