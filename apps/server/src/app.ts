import { requestLanguage } from './lib/request-language.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { AppEnv } from './lib/app-env.ts';
import { AppError } from './lib/app-error.ts';
import type { Auth } from './lib/auth.ts';
import type { Logger } from './lib/logger.ts';
import type { Secrets } from './lib/secrets.ts';
import type { Storage } from './lib/storage/storage.ts';
import { invalidateOnWrite } from './lib/public-content/invalidate-on-write.ts';
import { createPublicContent, type PublicContent } from './lib/public-content/public-content.ts';
import { isResumableUploadPath, isUploadPath, uploadBodyCap } from './lib/upload-body.ts';
import { apiNotFound, handleError } from './middleware/errors.ts';
import { privateAnswers } from './middleware/private-answers.ts';
import { requestContext } from './middleware/request-context.ts';
import { requireRole } from './middleware/require-role.ts';
import { sameOriginWrites } from './middleware/same-origin-writes.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { adminAgentRoutes } from './modules/agents/agents.admin.routes.ts';
import { myAgentRoutes } from './modules/agents/agents.me.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { adminAnalyticsRoutes } from './modules/analytics/analytics.admin.routes.ts';
import { myAnalyticsRoutes } from './modules/analytics/analytics.me.routes.ts';
import { analyticsEventRoutes } from './modules/analytics/analytics.routes.ts';
import { adminAuditRoutes } from './modules/audit/audit.admin.routes.ts';
import { myAuditRoutes } from './modules/audit/audit.me.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { signInAudit } from './modules/auth/sign-in-audit.ts';
import { adminUserRoutes } from './modules/auth/users.admin.routes.ts';
import { adminBlogPostRoutes } from './modules/blog/blog.admin.routes.ts';
import { myBlogPostRoutes } from './modules/blog/blog.me.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import type { ModelSettings } from './modules/chat/engine/model-engine.ts';
import { adminDocumentRoutes } from './modules/documents/documents.admin.routes.ts';
import { myDocumentRoutes } from './modules/documents/documents.me.routes.ts';
import { adminUploadRoutes } from './modules/files/files.admin.routes.ts';
import { myUploadRoutes } from './modules/files/files.me.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAppRegistry, type PoolStats } from './lib/metrics/app-metrics.ts';
import { metricsRoutes, requestMetrics } from './lib/metrics/metrics.routes.ts';
import { adminApplicationRoutes, adminLeadRoutes } from './modules/leads/leads.admin.routes.ts';
import { myLeadRoutes } from './modules/leads/leads.me.routes.ts';
import { adminIdentificationRoutes, myIdentificationRoutes } from './modules/identifications/identifications.routes.ts';
import { adminFileRoutes, adminLeadFileRoutes, myFileRoutes, myLeadFileRoutes } from './modules/mortgage-files/mortgage-files.routes.ts';
import { adminBookRoutes, adminLeadFundingRoutes, myBookRoutes, myLeadFundingRoutes } from './modules/book/book.routes.ts';
import { leadRoutes } from './modules/leads/leads.routes.ts';
import { adminLenderRoutes } from './modules/lenders/lenders.admin.routes.ts';
import { lenderRoutes } from './modules/lenders/lenders.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { adminNewsConfigRoutes, adminNewsFeedRoutes } from './modules/news/news.admin.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import type { NewsSettings } from './lib/news-settings.ts';
import { adminPrivacyRoutes } from './modules/privacy/privacy.admin.routes.ts';
import { adminProductRoutes } from './modules/products/products.admin.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import type { OutsideFetchPolicy } from './lib/outside-fetch-policy.ts';
import { adminRateRoutes } from './modules/rates/rates.admin.routes.ts';
import { rateRoutes } from './modules/rates/rates.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { adminServiceRoutes } from './modules/services/services.admin.routes.ts';
import { serviceRoutes } from './modules/services/services.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { adminTestimonialRoutes } from './modules/testimonials/testimonials.admin.routes.ts';
import { myTestimonialRoutes } from './modules/testimonials/testimonials.me.routes.ts';
import { testimonialRoutes } from './modules/testimonials/testimonials.routes.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { adminWebhookRoutes } from './modules/webhooks/webhooks.admin.routes.ts';
import { adminSettingsRoutes } from './modules/site/site.admin.routes.ts';
import { noOutsideProcessors, type PolicyConfiguration } from './modules/privacy/outside-processors.ts';
import { adminPrivacyPolicyRoutes } from './modules/privacy/privacy-policy.admin.routes.ts';
import { privacyPolicyRoutes } from './modules/privacy/privacy-policy.routes.ts';
import { adminSubscriberRoutes } from './modules/consents/subscribers.admin.routes.ts';
import { adminCampaignRoutes } from './modules/campaigns/campaigns.admin.routes.ts';
import { rateAlertRoutes } from './modules/rate-alerts/rate-alerts.routes.ts';
import { unsubscribeRoutes } from './modules/consents/unsubscribe.routes.ts';
import { confirmationRoutes } from './modules/consents/subscription-confirmation.routes.ts';
import { adminPortalAccessRoutes, myPortalAccessRoutes } from './modules/portal/portal-access.routes.ts';
import { adminDealPackageRoutes, myDealPackageRoutes } from './modules/deal-package/deal-package.routes.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { adminTaskRoutes, myTaskRoutes } from './modules/tasks/tasks.routes.ts';
import { adminPipelineRoutes, myPipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { adminFunnelRoutes, myFunnelRoutes } from './modules/analytics/funnel-report.routes.ts';
import { portalSession } from './modules/portal/portal-session.ts';
import { adminFileDocumentRoutes, myFileDocumentRoutes } from './modules/file-documents/file-documents.routes.ts';
import { portalDocumentRoutes } from './modules/file-documents/portal-documents.routes.ts';

export type AppDeps = {
  db: Db;
  /** "Now" for every request: the system clock in production, a manual one in tests. */
  clock: Clock;
  auth: Auth;
  logger: Logger;
  publicUrl: string;
  webDist: string;
  production?: boolean;
  /** How many proxies in front of the app append to X-Forwarded-For (0: take the socket's peer). */
  trustProxyHops?: number;
  /** Uploaded files: DATA_DIR/files or an S3-compatible bucket. */
  storage: Storage;
  /** Leads one client address may send per 10 minutes (default 10). */
  leadsPerTenMinutes?: number;
  /** Encrypts credentials stored in the database (SECRET_KEY). */
  secrets: Secrets;
  /** News sources: Inoreader's URLs, the private-address rule, the timeout. */
  news: NewsSettings;
  /** The chat assistant: an optional OpenAI-compatible model, and messages per address per 10 minutes (default 60). */
  chat?: { model?: ModelSettings; messagesPerTenMinutes?: number };
  /** Outside fetches (rate source): private addresses only when FETCH_ALLOW_PRIVATE=true (tests). */
  outsideFetch?: OutsideFetchPolicy;
  /** True once the process has begun to shut down: `/readyz` then answers 503. */
  draining?: () => boolean;
  /** The `operator` audience's bearer token (METRICS_TOKEN), for `GET /metrics`; without one it is 404. */
  metricsToken?: string;
  /** This process's PostgreSQL pool figures, for `/metrics`. */
  poolStats?: PoolStats;
  /** The kept public answers; by default a store of this app's own (a test passes one to look into it). */
  publicContent?: PublicContent;
  /** What the default privacy policy says of the configuration (outside services, backups); by default none. */
  privacyPolicy?: PolicyConfiguration;
  /** Where the mailer writes `.eml` files (DATA_DIR/outbox): the Privacy tab searches and erases there. */
  outboxDir: string;
  /** The portal's uploads in progress (tus, decision 099): RESUMABLE_UPLOADS_DIR, by default DATA_DIR/resumable-uploads. */
  resumableUploadsDir: string;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const publicContent = deps.publicContent ?? createPublicContent({ db: deps.db, clock: deps.clock, logger: deps.logger });
  app.onError(handleError);
  app.use(requestMetrics);
  app.use(requestContext({ db: deps.db, logger: deps.logger, trustProxyHops: deps.trustProxyHops ?? 0 }));
  app.use(async (c, next) => {
    c.set('clock', deps.clock);
    c.set('storage', deps.storage);
    c.set('secrets', deps.secrets);
    c.set('news', deps.news);
    c.set('outsideFetch', deps.outsideFetch ?? { allowPrivate: false });
    c.set('operatorToken', deps.metricsToken);
    c.set('publicContent', publicContent);
    c.set('outboxDir', deps.outboxDir);
    c.set('borrower', null);
    await next();
  });
  app.use(requestLanguage);
  app.use(securityHeaders(deps.production ?? false));
  app.use(compress());

  app.route('/', healthRoutes({ draining: deps.draining ?? (() => false) }));
  app.route('/', metricsRoutes(createAppRegistry({ db: deps.db, clock: deps.clock, poolStats: deps.poolStats })));

  const tooLarge = () => {
    throw new AppError('too_large', errorsMessages.tooLarge);
  };
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  // Upload routes take up to a 20 MB document and apply their own caps with their own messages;
  // this looser net (one more megabyte) only catches a route that forgot to.
  const uploadLimit = bodyLimit({ maxSize: uploadBodyCap + 1024 * 1024, onError: tooLarge });
  // A resumable upload's body streams on to tus, which stops it at the upload's declared length (at
  // most 25 MB, decision 099): Hono's bodyLimit would first read a body of no declared length into memory.
  app.use('/api/*', (c, next) => (isUploadPath(c.req.path) ? uploadLimit(c, next) : isResumableUploadPath(c.req.path) ? next() : jsonLimit(c, next)));
  app.use('/api/*', sameOriginWrites(deps.publicUrl));
  for (const path of ['/api/auth/*', '/api/me', '/api/me/*', '/api/admin/*', '/api/portal/*']) app.use(path, privateAnswers);
  // The auth routes come before the session middleware below (sign-in must not need a session);
  // the one of them that is for signed-in users only reads the session like every other route.
  app.use('/api/auth/list-sessions', sessionMiddleware(deps.auth));
  app.use('/api/auth/revoke-session', sessionMiddleware(deps.auth));
  app.use('/api/auth/revoke-other-sessions', sessionMiddleware(deps.auth));
  app.use('/api/auth/change-password', sessionMiddleware(deps.auth));
  app.use('/api/auth/change-email', sessionMiddleware(deps.auth));
  app.use('/api/auth/two-factor/*', sessionMiddleware(deps.auth));
  app.use('/api/auth/*', signInAudit);
  app.route('/api/auth', authRoutes(deps.auth));
  app.use('/api/*', csrf({ origin: deps.publicUrl }));
  app.use('/api/*', sessionMiddleware(deps.auth));
  app.use('/api/*', invalidateOnWrite);

  app.route('/api/site', siteRoutes({ chatUsesOutsideService: Boolean(deps.chat?.model) }));
  app.route('/api/privacy-policy', privacyPolicyRoutes(deps.privacyPolicy ?? noOutsideProcessors));
  app.route('/api/rates', rateRoutes);
  app.route('/api/lenders', lenderRoutes);
  app.route('/api/testimonials', testimonialRoutes);
  app.route('/api/services', serviceRoutes);
  app.route('/api/products', productRoutes);
  app.route('/api/agents', agentRoutes);
  app.route('/api/blog', blogRoutes);
  app.route('/api/news', newsRoutes);
  app.route('/api/events', analyticsEventRoutes);
  app.route('/api/leads', leadRoutes({ leadsPerTenMinutes: deps.leadsPerTenMinutes }));
  app.route('/api/rate-alerts', rateAlertRoutes({ perTenMinutes: deps.leadsPerTenMinutes }));
  app.route('/api/chat', chatRoutes(deps.chat ?? {}));
  // The borrower's portal: its own session cookie, read only here (decision 094).
  app.use('/api/portal/*', portalSession);
  app.route('/api/portal', portalDocumentRoutes({ uploadsDir: deps.resumableUploadsDir }));
  app.route('/api/portal', portalRoutes({ publicUrl: deps.publicUrl, privacyPolicy: deps.privacyPolicy ?? noOutsideProcessors }));
  // /api/me itself is for any signed-in user; everything below it is the agent dashboard's.
  app.use('/api/me/*', async (c, next) => (c.req.path === '/api/me' ? next() : requireRole('agent', 'admin')(c, next)));
  app.route('/api/me', meRoutes);
  app.route('/api/me/leads', myLeadRoutes);
  app.route('/api/me/leads', myIdentificationRoutes);
  app.route('/api/me/leads', myLeadFileRoutes);
  app.route('/api/me/leads', myPortalAccessRoutes);
  app.route('/api/me/leads', myDealPackageRoutes);
  app.route('/api/me/leads', myFileDocumentRoutes);
  app.route('/api/me/files', myFileRoutes);
  app.route('/api/me/leads', myLeadFundingRoutes);
  app.route('/api/me/book', myBookRoutes);
  app.route('/api/me/analytics', myAnalyticsRoutes);
  app.route('/api/me/analytics', myFunnelRoutes);
  app.route('/api/me/tasks', myTaskRoutes);
  app.route('/api/me/pipeline', myPipelineRoutes);
  app.route('/api/me/agent', myAgentRoutes);
  app.route('/api/me/documents', myDocumentRoutes);
  app.route('/api/me/uploads', myUploadRoutes);
  app.route('/api/me/blog-posts', myBlogPostRoutes);
  app.route('/api/me/testimonials', myTestimonialRoutes);
  app.route('/api/me/audit-events', myAuditRoutes);
  app.use('/api/admin/*', requireRole('super_admin'));
  app.route('/api/admin/agents', adminAgentRoutes);
  app.route('/api/admin/agents', adminDocumentRoutes);
  app.route('/api/admin/uploads', adminUploadRoutes);
  app.route('/api/admin/leads', adminLeadRoutes);
  app.route('/api/admin/leads', adminIdentificationRoutes);
  app.route('/api/admin/leads', adminLeadFileRoutes);
  app.route('/api/admin/leads', adminPortalAccessRoutes);
  app.route('/api/admin/leads', adminDealPackageRoutes);
  app.route('/api/admin/leads', adminFileDocumentRoutes);
  app.route('/api/admin/files', adminFileRoutes);
  app.route('/api/admin/leads', adminLeadFundingRoutes);
  app.route('/api/admin/book', adminBookRoutes);
  app.route('/api/admin/blog-posts', adminBlogPostRoutes);
  app.route('/api/admin/testimonials', adminTestimonialRoutes);
  app.route('/api/admin/applications', adminApplicationRoutes);
  app.route('/api/admin/analytics', adminAnalyticsRoutes);
  app.route('/api/admin/analytics', adminFunnelRoutes);
  app.route('/api/admin/tasks', adminTaskRoutes);
  app.route('/api/admin/pipeline', adminPipelineRoutes);
  app.route('/api/admin/news-config', adminNewsConfigRoutes);
  app.route('/api/admin/news-feeds', adminNewsFeedRoutes);
  app.route('/api/admin/rates', adminRateRoutes);
  app.route('/api/admin/products', adminProductRoutes);
  app.route('/api/admin/services', adminServiceRoutes);
  app.route('/api/admin/lenders', adminLenderRoutes);
  app.route('/api/admin/webhooks', adminWebhookRoutes);
  app.route('/api/admin/settings', adminSettingsRoutes);
  app.route('/api/admin/privacy-policy', adminPrivacyPolicyRoutes(deps.privacyPolicy ?? noOutsideProcessors));
  app.route('/api/admin/users', adminUserRoutes);
  app.route('/api/admin/audit-events', adminAuditRoutes);
  app.route('/api/admin/privacy', adminPrivacyRoutes);
  app.route('/api/admin/subscribers', adminSubscriberRoutes);
  app.route('/api/admin/campaigns', adminCampaignRoutes);
  app.route('/api', apiDocsRoutes({ app: () => app, publicUrl: deps.publicUrl }));
  app.all('/api/*', apiNotFound);

  // Before the SPA, so a missing file is a 404 and never the app's HTML.
  app.route('/files', fileRoutes);
  app.route('/', seoRoutes({ publicUrl: deps.publicUrl }));
  // Outside /api, so outside the origin rule: a mail provider's one-click POST is not from our
  // pages, and the signed token, not a session, is the authority (unsubscribe.routes.ts).
  app.route('/', unsubscribeRoutes);
  // The same for the sign-up confirmation link (decision 058, subscription-confirmation.routes.ts).
  app.route('/', confirmationRoutes);
  // A page's API reads go through the same routes in-process (no socket), with no visitor's cookie:
  // the rendered page is the same for everyone.
  const fetchApi = (url: string, init: RequestInit) => Promise.resolve(app.request(url, { ...init, credentials: 'omit' }));
  app.route('/', webRoutes({ webDist: deps.webDist, publicUrl: deps.publicUrl, fetchApi, auth: deps.auth }));
  return app;
}

export type App = ReturnType<typeof createApp>;
