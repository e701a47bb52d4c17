// `npm run bench:lighthouse [-- --runs 3 --pages /,/rates --baseline REF | --no-baseline --ref REF --web-dist DIR]`:
// Lighthouse's default mobile audit (simulated throttling: slow 4G, 4× CPU slowdown) of the public
// pages (issue 19), the median of `runs` runs per page, for this code and, in the same run, for the
// release before server rendering: by default the parent of the first commit that added
// apps/web/src/entry-server.tsx (HEAD while none has), or --baseline REF; that commit is extracted
// into a temp folder with the repository's node_modules linked in and its web app built there. This
// code is the repository with its web build in apps/web/dist (`npm run build` first, or
// --web-dist), or a built copy of --ref (a commit, or `working-tree` for the uncommitted state).
// Each release runs on its own embedded, demo-seeded database; runs alternate between the two so a
// busy moment of the machine costs both alike. Prints performance, accessibility and SEO scores,
// FCP, LCP, TBT and CLS per page and release; writes nothing into the repository. Targets:
// performance 100 (≥ 95 the floor), accessibility and SEO 100, TBT ≤ 100 ms, CLS ≤ 0.02.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumCandidates } from './ensure-chromium.mjs';
import { createCleanups } from './lib/cleanups.mjs';
import { answering, freePort, spawnApp, stopApp } from './lib/local-app.mjs';
import { describeCommit, prepareCode, releaseBefore } from './lib/source-tree.mjs';

// Each page beside its French twin (decision 067), measured in the same run.
const frenchTwins = {
  '/': '/fr',
  '/rates': '/fr/taux',
  '/agents/sarahchen': '/fr/courtiers/sarahchen',
  // A post's French address has its French slug (decision 069).
  '/blog/fixed-or-variable-2026': '/fr/blogue/taux-fixe-ou-variable-en-2026',
  '/mortgage-calculator': '/fr/calculatrice-hypothecaire',
};
const defaultPages = Object.entries(frenchTwins).flat();
const serverRenderingEntry = 'apps/web/src/entry-server.tsx';
const chromeFlags = '--headless --no-sandbox --disable-gpu';
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const lighthouseVersion = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')).version;
const metrics = [
  { key: 'performance', label: 'perf', read: (lhr) => lhr.categories.performance.score * 100, show: (v) => v.toFixed(0) },
  { key: 'accessibility', label: 'a11y', read: (lhr) => lhr.categories.accessibility.score * 100, show: (v) => v.toFixed(0) },
  { key: 'seo', label: 'SEO', read: (lhr) => lhr.categories.seo.score * 100, show: (v) => v.toFixed(0) },
  { key: 'fcp', label: 'FCP s', read: (lhr) => lhr.audits['first-contentful-paint'].numericValue / 1000, show: (v) => v.toFixed(2) },
  { key: 'lcp', label: 'LCP s', read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000, show: (v) => v.toFixed(2) },
  { key: 'tbt', label: 'TBT ms', read: (lhr) => lhr.audits['total-blocking-time'].numericValue, show: (v) => v.toFixed(0) },
  { key: 'cls', label: 'CLS', read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, show: (v) => v.toFixed(3) },
];

const log = (message) => console.error(`[bench:lighthouse ${(performance.now() / 1000).toFixed(0)} s] ${message}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      baseline: { type: 'string' },
      'no-baseline': { type: 'boolean', default: false },
      ref: { type: 'string' },
      'web-dist': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const pages = values.pages ? values.pages.split(',').map((p) => p.trim()).filter(Boolean) : defaultPages;
  if (pages.some((p) => !p.startsWith('/'))) throw new Error('--pages takes paths starting with /, separated by commas');
  if (values.baseline && values['no-baseline']) throw new Error('--baseline and --no-baseline exclude each other');
  return { runs, pages, baseline: values['no-baseline'] ? undefined : (values.baseline ?? releaseBefore(serverRenderingEntry)), ref: values.ref, webDist: values['web-dist'] };
}

/** One release's server on its own demo-seeded embedded database; resolves with its address once it answers. */
async function startRelease(code, cleanups) {
  const dataDir = mkdtempSync(join(tmpdir(), 'maple-bench-lighthouse-'));
  cleanups.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnApp(port, { ...code.env, PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, code.root);
  cleanups.add(() => stopApp(child));
  await answering(child, `${url}/readyz`, 120_000);
  return url;
}

/**
 * Loads every page of every release once in Chrome before any audit, until the network is idle,
 * so the first audit does not meet a server compiling its routes and queries for the first time.
 */
async function warmUp(releases, pages, chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const tab = await browser.newPage();
    for (const release of releases) for (const page of pages) await tab.goto(`${release.url}${page}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (its CLI, in a fresh Chrome profile it launches and closes) of `url`; returns the report (LHR). */
function audit(url, chromePath) {
  const dir = mkdtempSync(join(tmpdir(), 'maple-lighthouse-run-'));
  try {
    const output = join(dir, 'report.json');
    execFileSync(
      process.execPath,
      [lighthouseCli, url, '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility,seo', `--chrome-flags=${chromeFlags}`, '--quiet'],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
    );
    const lhr = JSON.parse(readFileSync(output, 'utf8'));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A table cell: the median, and with several runs the performance score's range, the noise a reader needs to judge a difference. */
function cell(metric, values) {
  const text = metric.show(median(values));
  if (metric.key !== 'performance' || values.length < 2) return text;
  return `${text} (${metric.show(Math.min(...values))}–${metric.show(Math.max(...values))})`;
}

function report(options, releases, results, environment) {
  const header = ['page', 'release', ...metrics.map((m) => m.label)];
  const lines = [
    `Measured ${new Date().toISOString()} by \`npm run bench:lighthouse\`: Lighthouse ${lighthouseVersion}, mobile (simulated throttling), Chrome ${environment.chrome} (${chromeFlags}), ${options.runs > 1 ? `median of ${options.runs} runs per page (performance: median (min–max))` : 'one run per page'}, CPU benchmark index ${environment.benchmarkIndex}, Node ${process.version}.`,
    '',
    ...releases.map((r) => `- ${r.name}: ${r.code.label}`),
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
  ];
  for (const page of options.pages) {
    for (const release of releases) {
      const runs = results.get(`${release.name} ${page}`);
      lines.push(`| \`${page}\` | ${release.name} | ${metrics.map((m) => cell(m, runs.map((lhr) => m.read(lhr)))).join(' | ')} |`);
    }
  }
  const current = releases[0];
  const worst = (key, pick) => pick(...options.pages.map((page) => median(results.get(`${current.name} ${page}`).map((lhr) => metrics.find((m) => m.key === key).read(lhr)))));
  lines.push(
    '',
    `- ${current.name}: lowest performance ${worst('performance', Math.min).toFixed(0)} (target 100, floor 95), accessibility ${worst('accessibility', Math.min).toFixed(0)} and SEO ${worst('seo', Math.min).toFixed(0)} (target 100), highest TBT ${worst('tbt', Math.max).toFixed(0)} ms (target ≤ 100), highest CLS ${worst('cls', Math.max).toFixed(3)} (target ≤ 0.02)`,
  );
  const performance = (page) => median(results.get(`${current.name} ${page}`).map((lhr) => metrics.find((m) => m.key === 'performance').read(lhr)));
  const pairs = Object.entries(frenchTwins).filter(([en, fr]) => options.pages.includes(en) && options.pages.includes(fr));
  if (pairs.length > 0) {
    const gaps = pairs.map(([en, fr]) => ({ en, fr, gap: performance(en) - performance(fr) }));
    const behind = gaps.filter((g) => g.gap > 1);
    lines.push(
      `- French beside English (issue 43: performance within 1 point): ${gaps.map((g) => `\`${g.fr}\` ${g.gap > 0 ? '−' : '+'}${Math.abs(g.gap).toFixed(0)}`).join(', ')}: ${behind.length === 0 ? 'met' : `MISSED (${behind.map((g) => `\`${g.fr}\``).join(', ')})`}`,
    );
  }
  console.log(lines.join('\n'));
}

const options = readOptions();
const cleanups = createCleanups(log);
try {
  const chromePath = chromiumCandidates.find((p) => existsSync(p));
  const releases = [{ name: 'this', code: prepareCode(options, cleanups, log) }];
  if (options.baseline) releases.push({ name: 'baseline', code: prepareCode({ ref: options.baseline }, cleanups, log) });
  log(`baseline: ${options.baseline ? describeCommit(options.baseline) : 'none (--no-baseline)'}`);
  for (const release of releases) release.url = await startRelease(release.code, cleanups);
  await warmUp(releases, options.pages, chromePath);

  const results = new Map();
  const environment = { chrome: '', benchmarkIndex: '' };
  const indexes = [];
  for (let run = 1; run <= options.runs; run++) {
    for (const page of options.pages) {
      // Alternating which release goes first: the second of a pair meets a warmer machine.
      for (const release of run % 2 ? releases : [...releases].reverse()) {
        const lhr = audit(`${release.url}${page}`, chromePath);
        const key = `${release.name} ${page}`;
        results.set(key, [...(results.get(key) ?? []), lhr]);
        indexes.push(lhr.environment.benchmarkIndex);
        environment.chrome = /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '?';
        log(`run ${run}/${options.runs} ${release.name} ${page}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`);
      }
    }
  }
  environment.benchmarkIndex = Math.round(median(indexes));
  report(options, releases, results, environment);
} finally {
  await cleanups.run();
}
