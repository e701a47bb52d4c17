// `npm run bench:bundle`: builds the web app, opens the home page (and others, the portal's among them) in Chromium against the real
// server, and measures the JavaScript the browser downloads (gzip level 9 of each file, as served).
// Writes the result into docs/benchmarks.md between the bundle markers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
// Each page in both languages: each language's build is its own JavaScript (decision 066).
const pages = ['/', '/rates', '/mortgage-calculator', '/portal', '/fr', '/fr/taux', '/fr/calculatrice-hypothecaire', '/fr/portail'];
// The home page in each language carries its budget, and the borrower's portal its own (issue 39, decision 095).
const budgets = { '/': 130, '/fr': 130, '/portal': 100, '/fr/portail': 100 };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const url = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-bench-')), DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 250));
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const rows = [];
try {
  for (const path of pages) {
    // A visitor of each language's site, whose browser prefers that language (no offer to switch).
    const page = await browser.newPage({ locale: path === '/fr' || path.startsWith('/fr/') ? 'fr-CA' : 'en-CA' });
    const scripts = new Set();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(url)) scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(url + path, { waitUntil: 'networkidle' });
    let raw = 0;
    let gz = 0;
    for (const file of scripts) {
      const data = readFileSync(join(root, 'apps/web/dist', file));
      raw += data.length;
      gz += gzipSync(data, { level: 9 }).length;
    }
    rows.push({ path, files: scripts.size, rawKb: raw / 1024, gzKb: gz / 1024 });
    await page.close();
  }
} finally {
  await browser.close();
  server.kill('SIGINT');
}

const table = [
  '| page | JS files | raw KB | gzipped KB | budget |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| \`${r.path}\` | ${r.files} | ${r.rawKb.toFixed(1)} | **${r.gzKb.toFixed(1)}** | ${budgets[r.path] ? `≤ ${budgets[r.path]} KB: ${r.gzKb <= budgets[r.path] ? 'met' : 'MISSED'}` : ''} |`),
].join('\n');
console.log(`\n${table}\n`);

const docPath = join(root, 'docs/benchmarks.md');
const section = `<!-- bench:bundle:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:bundle\` (Chromium loads each page from the built app and every JavaScript file it downloads is counted, gzipped at level 9).\n\n${table}\n<!-- bench:bundle:end -->`;
const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n\n## JavaScript downloaded per page\n\n<!-- bench:bundle:start -->\n<!-- bench:bundle:end -->\n';
writeFileSync(docPath, doc.replace(/<!-- bench:bundle:start -->[\s\S]*<!-- bench:bundle:end -->/, () => section));
if (rows.some((r) => budgets[r.path] && r.gzKb > budgets[r.path])) process.exitCode = 1;

// The chat button's own share of the home page before it is opened: its module bundled alone,
// minified and gzipped, with what the page loads anyway (React, React Router, the deferred-dialog
// hook, cx) left out and everything else (icon, text, path helper, the lazy-import stub) counted.
// An upper bound: lucide's icon base is counted although the header already ships it.
const { build } = await import('esbuild');
const launcher = await build({
  entryPoints: [join(root, 'apps/web/src/features/chat-assistant/components/chat-launcher.tsx')],
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  jsx: 'automatic',
  alias: { '@': join(root, 'apps/web/src') },
  external: ['react', 'react/jsx-runtime', 'react-router', '@/lib/use-deferred-dialog', '@/lib/cx', './chat-dialog'],
  logLevel: 'silent',
});
const launcherGzKb = gzipSync(launcher.outputFiles[0].contents, { level: 9 }).length / 1024;
const launcherBudgetKb = 5;
console.log(`chat button before it is opened: ${launcherGzKb.toFixed(1)} KB gzipped (budget ${launcherBudgetKb} KB)`);
const launcherSection = `<!-- bench:chat-launcher:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:bundle\`: the floating 'Get Instant Help' button adds at most **${launcherGzKb.toFixed(1)} KB** gzipped to every public page before it is opened (budget ≤ ${launcherBudgetKb} KB: ${launcherGzKb <= launcherBudgetKb ? 'met' : 'MISSED'}; its module bundled alone and minified, with React, React Router and the helpers the page loads anyway left out: an upper bound, since lucide's icon base is counted again). The dialog is a lazy chunk loaded on the button's first hover, focus or click.\n<!-- bench:chat-launcher:end -->`;
const current = readFileSync(docPath, 'utf8');
writeFileSync(
  docPath,
  current.includes('<!-- bench:chat-launcher:start -->')
    ? current.replace(/<!-- bench:chat-launcher:start -->[\s\S]*<!-- bench:chat-launcher:end -->/, () => launcherSection)
    : current.replace('<!-- bench:bundle:end -->', () => `<!-- bench:bundle:end -->\n\n### The chat button\n\n${launcherSection}`),
);
if (launcherGzKb > launcherBudgetKb) process.exitCode = 1;
