// `npm run bench:portal-upload`: the server's memory while a borrower uploads documents (issue 39
// §5, decision 099). Starts the app (embedded database, its own DATA_DIR and port), gets a borrower
// as the portal does (the demo agent starts a file, the mailed link is exchanged for a portal
// session), saves the applicants step (which asks for a photo ID), then uploads to that document
// through the tus routes, as a phone's browser would (tus-js-client sends the whole file in one PATCH):
//   1. a 25 MB PDF in one PATCH;
//   2. a 25 MB PDF whose connection drops at half (the socket destroyed mid-body), then HEAD and a
//      PATCH of the rest from the offset it answers.
// The server's RSS is read from /proc every 5 ms; the growth is its peak above the level just before
// (after a small warm-up upload). Target: at most 32 MB each. Writes docs/benchmarks.md between the
// portal-upload markers.
import { request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { freePort, repoRoot as root, spawnApp, stopApp, waitUntilAnswering } from './lib/local-app.mjs';

const capBytes = 25 * 1024 * 1024;
const targetMb = 32;
const mb = (bytes) => bytes / 1024 / 1024;

const port = await freePort();
const url = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'maple-bench-upload-'));
const server = spawnApp(port, { PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', JOB_POLL_INTERVAL_MS: '200', NODE_ENV: 'development' });

/** The server process's resident memory now, in bytes (Linux: /proc/<pid>/status). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Samples the server's RSS every 5 ms while `work` runs; answers the peak growth over the level before it. */
async function peakGrowthDuring(work) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const samples = [];
  for (let i = 0; i < 10; i++) {
    samples.push(rssOf(server.pid));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const before = Math.max(...samples);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 5);
  const started = performance.now();
  try {
    const result = await work();
    // Storing ends before the answer; a last look after it settles.
    await new Promise((resolve) => setTimeout(resolve, 200));
    peak = Math.max(peak, rssOf(server.pid));
    return { ...result, growth: peak - before, before, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

/** A PDF of exactly `size` bytes: the header, then comment lines as filler, then the trailer. */
function pdfOf(size) {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer<<>>\n%%EOF\n', 'latin1');
  const bytes = Buffer.alloc(size, 0x20);
  head.copy(bytes, 0);
  for (let at = head.length + 79; at < size - tail.length; at += 80) bytes[at] = 0x0a;
  bytes[head.length] = 0x25;
  tail.copy(bytes, size - tail.length);
  return bytes;
}

const metadata = (pairs) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

try {
  await waitUntilAnswering(`${url}/healthz`, 120_000);
  const json = { 'content-type': 'application/json', origin: url };

  // The borrower, as the portal gets one.
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'agent@demo.maple.test', password: 'demo-password-2026' }) });
  const agent = signIn.headers.get('set-cookie').split(';')[0];
  const email = 'bench.borrower@example.com';
  const lead = await (await fetch(`${url}/api/me/leads`, { method: 'POST', headers: { ...json, cookie: agent }, body: JSON.stringify({ clientName: 'Bench Borrower', clientEmail: email }) })).json();
  const file = await fetch(`${url}/api/me/leads/${lead.id}/files`, { method: 'POST', headers: { ...json, cookie: agent }, body: '{}' });
  if (file.status !== 201) throw new Error(`starting the file answered ${file.status}`);
  let token;
  for (let tries = 0; !token && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const names = existsSync(join(dataDir, 'outbox')) ? readdirSync(join(dataDir, 'outbox')) : [];
    for (const name of names.filter((n) => n.includes('portal-link-'))) {
      const mail = await simpleParser(readFileSync(join(dataDir, 'outbox', name)));
      token ??= /\/portal#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    }
  }
  if (!token) throw new Error('no portal link was mailed');
  const entered = await fetch(`${url}/api/portal/session`, { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  const cookie = entered.headers.get('set-cookie').split(';')[0];
  const applicant = { id: '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', role: 'main', firstName: 'Bench', lastName: 'Borrower', dateOfBirth: '1985-02-03', maritalStatus: 'single', dependants: 0, email, phone: '416-555-0100', residencyStatus: 'citizen' };
  const saved = await fetch(`${url}/api/portal/application/applicants`, { method: 'PUT', headers: { ...json, cookie }, body: JSON.stringify({ applicants: [applicant] }) });
  if (saved.status !== 200) throw new Error(`saving the applicants answered ${saved.status}`);
  const { items } = await (await fetch(`${url}/api/portal/documents`, { headers: { cookie } })).json();
  const itemId = items[0].id;

  const tus = { 'tus-resumable': '1.0.0', origin: url, cookie };
  const create = async (name, length) => {
    const res = await fetch(`${url}/api/portal/uploads`, { method: 'POST', headers: { ...tus, 'upload-length': String(length), 'upload-metadata': metadata({ itemId, filename: name }) } });
    if (res.status !== 201) throw new Error(`creating an upload answered ${res.status}`);
    return `${url}${res.headers.get('location')}`;
  };
  const patch = async (location, offset, body) => {
    const res = await fetch(location, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body });
    await res.arrayBuffer();
    return res;
  };

  // Warm-up: the code paths of an upload and of storing one, loaded once.
  const small = pdfOf(64 * 1024);
  if ((await patch(await create('warm-up.pdf', small.length), 0, small)).status !== 200) throw new Error('the warm-up upload failed');

  const pdf = pdfOf(capBytes);
  const whole = await peakGrowthDuring(async () => {
    const res = await patch(await create('statement-25mb.pdf', pdf.length), 0, pdf);
    if (res.status !== 200) throw new Error(`the 25 MB upload answered ${res.status}`);
    return {};
  });

  const resumed = await peakGrowthDuring(async () => {
    const location = await create('statement-resumed.pdf', pdf.length);
    const half = pdf.length / 2;
    // The phone's connection drops once half the body is sent: the socket is destroyed mid-request.
    await new Promise((resolve) => {
      const req = request(location, { method: 'PATCH', headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(pdf.length) } });
      req.on('error', () => resolve());
      req.on('response', (res) => res.resume().on('end', resolve));
      req.write(pdf.subarray(0, half), () => setTimeout(() => req.destroy(), 300));
    });
    let offset = 0;
    for (let tries = 0; tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const head = await fetch(location, { method: 'HEAD', headers: tus });
      offset = Number(head.headers.get('upload-offset'));
      if (offset > 0) break;
    }
    const res = await patch(location, offset, pdf.subarray(offset));
    if (res.status !== 200) throw new Error(`the resumed upload answered ${res.status}`);
    return { offset };
  });

  const stored = (await (await fetch(`${url}/api/portal/documents`, { headers: { cookie } })).json()).items[0].files.map((f) => `${f.name} ${f.size}`);
  if (!stored.includes(`statement-25mb.pdf ${capBytes}`) || !stored.includes(`statement-resumed.pdf ${capBytes}`)) throw new Error(`stored: ${stored.join(', ')}`);

  const verdict = (growth) => (mb(growth) <= targetMb ? 'met' : '**not met**');
  const block = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:portal-upload\` (Node ${process.version}): a started server (embedded PGlite, disk storage), a borrower signed in through a mailed link, uploads to their photo ID item through the tus routes as tus-js-client sends them (the whole file in one PATCH). The server's RSS read from /proc every 5 ms; growth is its peak above the level just before, after a 64 KB warm-up upload. Storing streams the finished upload from its file into Storage (decision 099).`,
    '',
    '| upload | bytes | took | RSS before | peak RSS growth | target |',
    '|---|---|---|---|---|---|',
    `| 25 MB PDF, one PATCH | ${capBytes.toLocaleString('en-CA')} | ${whole.seconds.toFixed(2)} s | ${mb(whole.before).toFixed(0)} MB | **${mb(whole.growth).toFixed(1)} MB** | ≤ ${targetMb} MB: ${verdict(whole.growth)} |`,
    `| 25 MB PDF, connection dropped at half, resumed from HEAD's offset (${resumed.offset.toLocaleString('en-CA')}) | ${capBytes.toLocaleString('en-CA')} | ${resumed.seconds.toFixed(2)} s | ${mb(resumed.before).toFixed(0)} MB | **${mb(resumed.growth).toFixed(1)} MB** | ≤ ${targetMb} MB: ${verdict(resumed.growth)} |`,
  ].join('\n');
  console.log(block);
  const path = join(root, 'docs/benchmarks.md');
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- bench:portal-upload:start -->';
  const end = '<!-- bench:portal-upload:end -->';
  const section = `${start}\n${block}\n${end}`;
  writeFileSync(
    path,
    doc.includes(start)
      ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
      : `${doc.trimEnd()}\n\n## Borrower uploads: server memory (issue 39 §5)\n\nA document of up to 25 MB goes to disk as it arrives and into Storage as a stream (decision 099): the server's memory must not follow the file's size.\n\n${section}\n`,
  );
  if (mb(whole.growth) > targetMb || mb(resumed.growth) > targetMb) process.exitCode = 1;
} finally {
  await stopApp(server);
}
