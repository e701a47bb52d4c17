import { descriptionChecker } from './description-check.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@maple/db/client';
import { manualClock, type ManualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { createTestDatabase } from '@maple/db/test-database';
import { demoPassword } from '@maple/db/seed/demo-content';
import { createApp, type AppDeps } from '../app.ts';
import { registerBackgroundJobs } from '../background-jobs.ts';
import { createAuth } from '../lib/auth.ts';
import { createJobQueue } from '../lib/jobs/job-queue.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { createMailer } from '../lib/mailer.ts';
import type { AnswerStoreLimits } from '../lib/public-content/answer-store.ts';
import { createPublicContent } from '../lib/public-content/public-content.ts';
import { createSecrets } from '../lib/secrets.ts';
import { createDiskStorage } from '../lib/storage/disk-storage.ts';
import type { Storage } from '../lib/storage/storage.ts';
import type { NewsSettings } from '../lib/news-settings.ts';
import { defaultNewsSettings } from '../modules/news/news-settings.ts';
import type { OutsideFetchPolicy } from '../lib/outside-fetch-policy.ts';
import { ensureSiteSettings } from '../modules/site/site.service.ts';
import type { PolicyConfiguration } from '../modules/privacy/outside-processors.ts';

export const testOrigin = 'http://localhost:3000';

/** A tiny stand-in for the built SPA, so page routes can be tested without a Vite build. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'maple-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en-CA"><head><title>Maple</title><meta name="description" content="x"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'index.fr.html'),
    '<!doctype html><html lang="fr-CA"><head><title>Maple</title><meta name="description" content="x"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  // The borrower's portal, its own build in each language (decision 095).
  for (const [file, lang] of [['portal.html', 'en-CA'], ['portal.fr.html', 'fr-CA']]) {
    writeFileSync(join(dir, file!), `<!doctype html><html lang="${lang}"><head><!--portal-head--></head><body><div id="portal"><!--portal-body--></div></body></html>`);
  }
  return dir;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestAppOptions = {
  demo?: boolean;
  /** Stands in for a process that has begun to shut down (`/readyz`). */
  draining?: () => boolean;
  /** Enables `GET /metrics` with this bearer token. */
  metricsToken?: string;
  signInLimit?: number;
  /** true: one proxy; a number: that many proxies append to X-Forwarded-For. */
  trustProxy?: boolean | number;
  smtpUrl?: string;
  logger?: Logger;
  leadsPerTenMinutes?: number;
  /** The chat assistant's model (a fixture server) and rate limit. */
  chat?: AppDeps['chat'];
  /** Defaults to the disk driver in a fresh temporary folder; the S3 fixture's storage for S3 runs. */
  storage?: Storage;
  /**
   * News sources. By default nothing outside is reachable: Inoreader's URLs point at a closed port
   * and private addresses are refused, so no test (the fuzz test included) reaches the network.
   */
  news?: Partial<NewsSettings>;
  /** The rate scraper's reach; by default private addresses are refused, as in production. */
  outsideFetch?: OutsideFetchPolicy;
  /** Register the schedules (daily rate scrape) too; off by default so job counts stay a test's own. */
  schedules?: boolean;
  /** "Now" for the app and its jobs; defaults to a manual clock at the test instant (@maple/shared/test-instant), where the demo content is dated. */
  clock?: ManualClock;
  /** Bounds of the kept public answers (lib/public-content), smaller than production's to test them. */
  publicContentLimits?: Partial<AnswerStoreLimits>;
  /** An open database to serve instead of a fresh one: a second process over another app's database (test/second-process.ts). */
  database?: Database;
  /** What the default privacy policy says of the configuration; by default no outside service and no backups. */
  privacyPolicy?: PolicyConfiguration;
};

export async function createTestApp(options: TestAppOptions = {}) {
  const clock = options.clock ?? manualClock(testInstant());
  // The demo content is dated from the test instant (the run's template is seeded once at it).
  const database: Database = options.database ?? (await createTestDatabase({ content: options.demo ?? true ? 'demo' : 'empty' }));
  await ensureSiteSettings(database.db);
  const secrets = createSecrets({ secretKey: 'test-secret-key-test-secret-key-1234567' });
  const auth = createAuth({ db: database.db, secret: 'test-secret-test-secret-test-secret-1234', baseUrl: testOrigin, signInLimit: options.signInLimit ?? 1000, recovery: { clock, secrets } });
  // Lead notifications land here as .eml files (or go to options.smtpUrl) so tests can read them.
  const outbox = mkdtempSync(join(tmpdir(), 'maple-outbox-'));
  const mailer = createMailer({ from: 'Maple Mortgage <no-reply@maple.test>', outboxDir: outbox, smtpUrl: options.smtpUrl, clock });
  const filesDir = mkdtempSync(join(tmpdir(), 'maple-files-'));
  // The portal's uploads in progress (tus): a folder of the app's own, so a test can look into it.
  const resumableUploadsDir = mkdtempSync(join(tmpdir(), 'maple-uploads-'));
  const storage = options.storage ?? createDiskStorage({ root: filesDir });
  const logger = options.logger ?? createLogger('silent');
  // No worker loop here: a test runs the queue itself (`runJobs`) where it wants the mail sent.
  const news: NewsSettings = {
    ...defaultNewsSettings(testOrigin),
    inoreaderApiUrl: 'http://127.0.0.1:9/reader/api/0',
    inoreaderOauthUrl: 'http://127.0.0.1:9/oauth2',
    timeoutMs: 2000,
    ...options.news,
  };
  const jobs = createJobQueue({ db: database.db, logger, workerId: 'test-worker', clock });
  const outsideFetch = options.outsideFetch ?? { allowPrivate: false };
  const schedules = options.schedules ?? false;
  registerBackgroundJobs(jobs, { clock, mailer, publicUrl: testOrigin, secrets, news, outsideFetch, outboxDir: outbox, resumableUploadsDir, storage }, { schedules });
  // As a started server's worker would, take the schedules' first slots now, so a test's own
  // `runJobs()` runs the jobs the test made and no schedule is due for a while.
  if (schedules) await jobs.runDueJobs();
  // Made here rather than inside the app so a test can look into the kept answers.
  const publicContent = createPublicContent({ db: database.db, clock, logger, limits: options.publicContentLimits });
  const app = createApp({
    db: database.db,
    clock,
    auth,
    logger,
    publicUrl: testOrigin,
    webDist: fakeWebDist(),
    trustProxyHops: Number(options.trustProxy ?? 0),
    storage,
    leadsPerTenMinutes: options.leadsPerTenMinutes,
    secrets,
    news,
    chat: options.chat,
    outsideFetch,
    draining: options.draining,
    metricsToken: options.metricsToken,
    poolStats: database.poolStats,
    publicContent,
    privacyPolicy: options.privacyPolicy,
    outboxDir: outbox,
    resumableUploadsDir,
  });

  const checkAnswer = descriptionChecker(app);
  const request = async (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    // The site's own pages send their origin; a test of a foreign origin passes its own.
    if (!headers.has('origin')) headers.set('origin', testOrigin);
    if (init.cookie) headers.set('cookie', init.cookie);
    const response = await app.request(path, { ...init, headers });
    // Every answer an API test sees is one the OpenAPI description allows.
    await checkAnswer(init.method ?? 'GET', path, response);
    return response;
  };

  /** Signs in through better-auth's real endpoint and returns the session cookie. */
  const signIn = async (email: string, password = demoPassword) => {
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };

  // One session per demo user and app: a sign-in hashes with scrypt, too dear to repeat per test.
  const sessions = new Map<string, Promise<string>>();
  const sessionOf = (email: string, password?: string) => {
    let cookie = sessions.get(email);
    if (!cookie) sessions.set(email, (cookie = signIn(email, password)));
    return cookie;
  };
  /** Requests as a demo user (`as('admin')`), as any user by email and password, or anonymous. */
  const as = (who: DemoUser | { email: string; password: string }) =>
    caller(request, () => (typeof who === 'string' ? sessionOf(demoUsers[who]) : sessionOf(who.email, who.password)));
  const anonymous = caller(request, async () => undefined);
  /** Requests with a session cookie the test made itself (a second session, a user it created). */
  const withCookie = (cookie: string) => caller(request, async () => cookie);

  return { app, auth, db: database.db, database, clock, publicContent, request, secrets, news, signIn, as, anonymous, withCookie, outbox, storage, filesDir, resumableUploadsDir, jobs, runJobs: jobs.runDueJobs, close: () => database.close() };
}

/** The demo accounts by short name: the super admin, Sarah Chen and Marc Gagnon (both agents). */
export const demoUsers = { admin: 'admin@demo.maple.test', sarah: 'agent@demo.maple.test', marc: 'agent2@demo.maple.test' } as const;
export type DemoUser = keyof typeof demoUsers;

type Init = RequestInit & { cookie?: string };
export type Caller = ReturnType<typeof caller<string | undefined>>;

/**
 * One way to call the app as someone: `get(path)`, `post(path, body)`… (`send(method, path, body)`
 * where the method varies). A body other than a form,
 * bytes or a string is sent as JSON.
 */
function caller<Cookie extends string | undefined>(request: (path: string, init?: Init) => Response | Promise<Response>, cookieOf: () => Promise<Cookie>) {
  const send = async (method: string, path: string, body?: unknown, init: Init = {}) => {
    const raw = body === undefined || body instanceof FormData || body instanceof Uint8Array || typeof body === 'string';
    const headers = new Headers(init.headers);
    if (!raw && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return request(path, { ...init, method, headers, cookie: init.cookie ?? (await cookieOf()), body: raw ? (body as RequestInit['body']) : JSON.stringify(body) });
  };
  return {
    /** The session cookie (undefined for the anonymous caller). */
    cookie: cookieOf,
    send,
    get: (path: string, init?: Init) => send('GET', path, undefined, init),
    delete: (path: string, init?: Init) => send('DELETE', path, undefined, init),
    post: (path: string, body?: unknown, init?: Init) => send('POST', path, body, init),
    put: (path: string, body?: unknown, init?: Init) => send('PUT', path, body, init),
    patch: (path: string, body?: unknown, init?: Init) => send('PATCH', path, body, init),
  };
}

/** Test assertions read loosely-shaped JSON; the assertions themselves are the type check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export const json = (res: Response): Promise<Json> => res.json();
