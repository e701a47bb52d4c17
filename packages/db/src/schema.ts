// drizzle-kit and the client read the whole schema from this one module.
export * from './schema/auth.ts';
export * from './schema/agents.ts';
export * from './schema/leads.ts';
export * from './schema/mortgage-rates.ts';
export * from './schema/mortgage-rate-changes.ts';
export * from './schema/rate-source.ts';
export * from './schema/testimonials.ts';
export * from './schema/blog-posts.ts';
export * from './schema/catalogue.ts';
export * from './schema/agent-documents.ts';
export * from './schema/analytics-events.ts';
export * from './schema/inoreader-config.ts';
export * from './schema/news.ts';
export * from './schema/site-settings.ts';
export * from './schema/request-counters.ts';
export * from './schema/jobs.ts';
export * from './schema/stored-files.ts';
