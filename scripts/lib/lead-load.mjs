// The contact form under load, as bench:leads and bench:http send it: many clients posting
// leads back to back (or at a set rate), each lead with its own visitor address.
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** A contact-form submission as the site sends it: its own Idempotency-Key and, behind the proxy, its visitor's address. */
export function submitLead(url, n) {
  const body = {
    kind: 'contact',
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    email: `bench-${n}@load.example`,
    phone: '416-555-0100',
    postalCode: 'M5V 2T6',
    comments: 'I would like to talk about renewing my mortgage next spring.',
    consent: true,
  };
  // One address per visitor: the per-address limit stays the production one, and no single counter row takes every hit.
  const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'idempotency-key': randomUUID(), 'x-forwarded-for': visitor },
    body: JSON.stringify(body),
  });
}

/**
 * `concurrency` clients submit back to back (or, with `rate`, each at its share of that many leads
 * per second: a steady day rather than the most the server takes) for `warmupMs` and then
 * `seconds`; latencies count for requests started after the warm-up, so a freshly started
 * process's first compilations stay out. `leadIds` holds every lead answered 201, warm-up included.
 */
export async function loadLeads(url, { seconds, concurrency, rate, warmupMs }) {
  const result = { leadIds: new Set(), failures: [], latencies: [], measured: 0 };
  const measureFrom = performance.now() + warmupMs;
  const end = measureFrom + seconds * 1000;
  let n = 0;
  const gapMs = rate ? (concurrency * 1000) / rate : 0;
  const client = async (i) => {
    let nextAt = performance.now() + (gapMs * i) / concurrency;
    while (performance.now() < end) {
      if (gapMs) {
        await sleep(nextAt - performance.now());
        nextAt += gapMs;
      }
      const started = performance.now();
      // fetch says only "fetch failed"; its cause (ECONNRESET, a timeout) is what tells a refused connection from a slow one.
      const res = await submitLead(url, ++n).catch((error) => ({ status: `${error}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`, text: async () => '' }));
      const accepted = res.status === 201;
      if (accepted) result.leadIds.add((await res.json()).id);
      else result.failures.push(`${res.status} ${await res.text()}`);
      if (started < measureFrom) continue;
      result.latencies.push(performance.now() - started);
      if (accepted) result.measured++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
  result.latencies.sort((a, b) => a - b);
  return result;
}
