// The contact form under load, as bench:leads and bench:http send it: many clients posting
// leads back to back (or at a set rate), each lead with its own visitor address.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wrkLoad } from './wrk.mjs';

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

const leadScript = fileURLToPath(new URL('./lead-load.lua', import.meta.url));

/**
 * The same load from wrk (scripts/lib/lead-load.lua): `connections` keep-alive connections posting
 * back to back from one C thread, for a warm-up and then `seconds`, each its own wrk run on fresh
 * connections. A client in Node spends about a third of a core at 1,000 leads/s, on a machine
 * whose two cores the server and PostgreSQL need. Every 201's id comes back (warm-up included) so
 * the caller can check each is stored once; `measured` counts the 201s of the measured run, and
 * p50/p99 are wrk's over its requests. `failures` holds every other answer and wrk's socket errors.
 * wrk ends a run by closing its connections: a lead in flight then may be stored and never read.
 */
export function wrkLeads(wrk, url, { seconds, connections, warmupSeconds }) {
  const dir = mkdtempSync(join(tmpdir(), 'maple-lead-load-'));
  try {
    const tag = randomBytes(4).toString('hex');
    const run = (name, runSeconds) => ({ ...wrkLoad(wrk, url, { connections, seconds: runSeconds, script: leadScript, scriptArgs: [dir, `${tag}${name}`] }), name: `${tag}${name}` });
    const runs = [...(warmupSeconds > 0 ? [run('w', warmupSeconds)] : []), run('m', seconds)];
    const linesOf = (prefix) =>
      readdirSync(dir)
        .filter((file) => file.startsWith(prefix))
        .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean));
    const measuredRun = runs.at(-1);
    const leadIds = new Set(runs.flatMap((r) => linesOf(`ids-${r.name}-`)));
    const failures = [...runs.flatMap((r) => linesOf(`failures-${r.name}-`)), ...runs.filter((r) => r.errors > 0).map((r) => `${r.errors} socket errors (wrk: refused, reset or timed out after 2 s)`)];
    const idsWritten = runs.reduce((sum, r) => sum + linesOf(`ids-${r.name}-`).length, 0);
    return {
      leadIds,
      // An id answered twice would be a lead stored once and answered twice: the caller compares the sizes.
      answered: idsWritten,
      measured: linesOf(`ids-${measuredRun.name}-`).length,
      failures,
      runs: runs.length,
      failed: runs.reduce((sum, r) => sum + linesOf(`failures-${r.name}-`).length + r.errors, 0),
      p50: measuredRun.p50,
      p99: measuredRun.p99,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
