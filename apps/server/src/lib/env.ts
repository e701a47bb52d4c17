import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `false`/`0`: no proxy; `true`: one proxy; a number: that many proxies append to X-Forwarded-For. */
const proxyHops = z
  .string()
  .regex(/^(true|false|[0-9])$/, 'TRUST_PROXY must be true, false or the number of proxies (0-9)')
  .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    PUBLIC_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
    SECRET_KEY_PREVIOUS: z.string().min(32, 'SECRET_KEY_PREVIOUS must be at least 32 characters').optional(),
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    SEED_DEMO: booleanFlag.optional(),
    SMTP_URL: z.url().optional(),
    MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
    FILES_DIR: z.string().min(1).optional(),
    RESUMABLE_UPLOADS_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.string().default('Maple Mortgage <no-reply@maple.test>'),
    TRUST_PROXY: proxyHops.default(0),
    CAMPAIGN_MAILS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(50),
    LEAD_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
    CHAT_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
    CHAT_MODEL_URL: z.url().optional(),
    CHAT_MODEL: z.string().min(1).optional(),
    CHAT_API_KEY: z.string().min(1).optional(),
    CHAT_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    FILES_PUBLIC_URL: z.url().optional(),
    FETCH_ALLOW_PRIVATE: booleanFlag.default(false),
    INOREADER_API_URL: z.url().default('https://www.inoreader.com/reader/api/0'),
    INOREADER_OAUTH_URL: z.url().default('https://www.inoreader.com/oauth2'),
    NEWS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    // Whatever the storage: a generated secret or a guessed address would break sessions and cookies
    // the first time a second process or a proxy is added, and processes with their own generated
    // SECRET_KEY cannot read each other's stored credentials.
    if (env.NODE_ENV === 'production') {
      for (const key of ['AUTH_SECRET', 'SECRET_KEY', 'PUBLIC_URL'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
      }
    }
    // Half a key pair would silently fall back to the SDK's default credentials chain.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all' });
    }
    // A model URL without a model name would send every chat to the built-in engine without saying why.
    if (Boolean(env.CHAT_MODEL_URL) !== Boolean(env.CHAT_MODEL)) {
      ctx.addIssue({ code: 'custom', path: ['CHAT_MODEL'], message: 'CHAT_MODEL_URL and CHAT_MODEL are set together or not at all' });
    }
    // Several processes share one PostgreSQL: a file on one process's disk or a mail in one
    // process's outbox folder is lost to the others. Production says on purpose where they go.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
      if (!env.S3_BUCKET && !env.FILES_DIR) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'With DATABASE_URL in production, set S3_BUCKET, or FILES_DIR to a folder every process shares' });
      }
      if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'outbox') {
        ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'With DATABASE_URL in production, set SMTP_URL, or MAIL_TRANSPORT=outbox to keep mail as files on purpose' });
      }
    }
    if (env.S3_BUCKET && env.FILES_DIR) {
      ctx.addIssue({ code: 'custom', path: ['FILES_DIR'], message: 'FILES_DIR and S3_BUCKET name two places for the same files: set one' });
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'MAIL_TRANSPORT=smtp needs SMTP_URL' });
    }
    if (env.MAIL_TRANSPORT === 'outbox' && env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'MAIL_TRANSPORT=outbox and SMTP_URL name two ways to send mail: set one' });
    }
    const s3Only = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID'] as const).filter((key) => env[key]);
    if (!env.S3_BUCKET && s3Only.length) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `S3_BUCKET is required when ${s3Only.join(' or ')} is set` });
    }
  });

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  authSecret: string;
  secretKey: string;
  /** The key before the last rotation: values it encrypted still decrypt until re-encrypted. */
  secretKeyPrevious?: string;
  jobPollMs: number;
  /** How long a stopping process waits for requests in flight and the job it is running. */
  shutdownGraceMs: number;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  trustProxyHops: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  signInLimitPerMinute: number;
  leadLimitPerTenMinutes: number;
  campaignMailsPerSecond: number;
  chatLimitPerTenMinutes: number;
  /** Set when CHAT_MODEL_URL and CHAT_MODEL are: answers come from that model, the built-in engine as fallback. */
  chatModel?: { url: string; model: string; apiKey?: string; firstTokenMs: number };
  webDist: string;
  embedded: boolean;
  /** Disk under DATA_DIR/files unless S3_BUCKET is set. */
  storage: StorageSettings;
  /** The portal's uploads in progress (tus, decision 099): RESUMABLE_UPLOADS_DIR or DATA_DIR/resumable-uploads; several processes share one. */
  resumableUploadsDir: string;
  /** Outside fetches (rate source, news) may reach private and loopback addresses: tests and e2e only. */
  fetchAllowPrivate: boolean;
  /** Inoreader's API and OAuth bases (tests point them at a fixture server). */
  inoreaderApiUrl: string;
  inoreaderOauthUrl: string;
  /** Per news source (spec §9: 8 s); e2e runs shorten it. */
  newsTimeoutMs: number;
  /** The bearer token of `GET /metrics`; unset, the route answers 404. */
  metricsToken?: string;
};

export type StorageSettings =
  | { driver: 'disk'; root: string; /** FILES_DIR: a folder the operator says every process shares. */ shared?: boolean; publicUrl?: string }
  | { driver: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; publicUrl?: string };

export class EnvError extends Error {}

/** Reads and checks the environment once at start-up; a bad value stops the process with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO=) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? keyFile(dataDir, 'auth-secret'),
    secretKey: e.SECRET_KEY ?? keyFile(dataDir, 'secret-key'),
    secretKeyPrevious: e.SECRET_KEY_PREVIOUS,
    jobPollMs: e.JOB_POLL_INTERVAL_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    // Demo accounts have a published password: production gets them only when asked by name.
    seedDemo: e.SEED_DEMO ?? (embedded && e.NODE_ENV !== 'production'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxyHops: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    signInLimitPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE,
    leadLimitPerTenMinutes: e.LEAD_LIMIT_PER_10_MINUTES,
    campaignMailsPerSecond: e.CAMPAIGN_MAILS_PER_SECOND,
    chatLimitPerTenMinutes: e.CHAT_LIMIT_PER_10_MINUTES,
    chatModel:
      e.CHAT_MODEL_URL && e.CHAT_MODEL ? { url: e.CHAT_MODEL_URL, model: e.CHAT_MODEL, apiKey: e.CHAT_API_KEY, firstTokenMs: e.CHAT_FIRST_TOKEN_TIMEOUT_MS } : undefined,
    webDist: resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    embedded,
    fetchAllowPrivate: e.FETCH_ALLOW_PRIVATE,
    inoreaderApiUrl: e.INOREADER_API_URL.replace(/\/$/, ''),
    inoreaderOauthUrl: e.INOREADER_OAUTH_URL.replace(/\/$/, ''),
    newsTimeoutMs: e.NEWS_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    resumableUploadsDir: e.RESUMABLE_UPLOADS_DIR ? resolve(e.RESUMABLE_UPLOADS_DIR) : join(dataDir, 'resumable-uploads'),
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.FILES_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : { driver: 'disk', root: e.FILES_DIR ? resolve(e.FILES_DIR) : join(dataDir, 'files'), shared: Boolean(e.FILES_DIR), publicUrl: e.FILES_PUBLIC_URL?.replace(/\/$/, '') },
  };
}

/** Embedded mode keeps generated secrets beside the data, so sessions survive a restart. */
function keyFile(dataDir: string, name: string): string {
  const path = join(dataDir, `${name}.key`);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(path, value, { mode: 0o600 });
  return value;
}
