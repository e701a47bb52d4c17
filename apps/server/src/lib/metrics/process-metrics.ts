import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * What this process has counted since it started: requests and new leads, plus Node's own
 * figures (memory, event-loop lag, handles). Process-wide like the process itself; what is read
 * from the database at scrape time lives in the app's registry (app-metrics.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });
// Gauges named like counters, which `promtool check metrics` rejects; the event-loop and heap
// figures say the same more usefully.
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) processRegistry.removeSingleMetric(name);

const requests = new Counter({
  name: 'maple_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

const requestSeconds = new Histogram({
  name: 'maple_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const leadsCreated = new Counter({
  name: 'maple_leads_created_total',
  help: 'Leads stored, by source (a chat conversation counts once, when its lead is first stored)',
  labelNames: ['source'] as const,
  registers: [processRegistry],
});

/** The route is the template (`/api/admin/leads/:id`), never the raw path, so label values stay few. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  requests.inc(labels);
  requestSeconds.observe(labels, seconds);
}

export function countLeadCreated(source: string): void {
  leadsCreated.inc({ source });
}
