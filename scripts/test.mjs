// `npm test`: every check the project has, packed onto the cores of a 2-core machine. The
// end-to-end tests are the longest part and use about 1.4 cores (Chromium waits on the app, the app
// on its database), so they start as soon as the web build exists, and the other checks fill the
// rest of the machine beside them at a lower CPU priority (so the browser's waits keep their pace):
//   browser lane: web build → end-to-end tests (all but a few)
//   checks lane:  typecheck and lint together → unit and API tests on both engines → time matrix
//                 → the few end-to-end specs left (E2E_SET in apps/web/e2e/vitest.config.ts)
// The checks lane ended about a minute before the browser lane, whose browser and app then left
// most of a core idle; the last specs run there in their own app and browser, at full priority.
// Each phase's output is held back and printed whole when it ends, so logs never interleave.
// `--bench` (npm run bench:test) also writes the phase times into docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bench = process.argv.includes('--bench');
const started = performance.now();
const times = [];
const hasNice = spawnSync('nice', ['true']).status === 0;

const since = (t) => ((performance.now() - t) / 1000).toFixed(1);

/** Runs one command with its output held back; resolves with its exit code. */
function run(name, command, args, { background = false, env = {} } = {}) {
  const phaseStarted = performance.now();
  console.log(`[${since(started)} s] ${name}: started`);
  const [cmd, argv] = background && hasNice ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = (performance.now() - phaseStarted) / 1000;
      times.push({ name, seconds, at: (phaseStarted - started) / 1000 });
      process.stdout.write(`\n== ${name} (${seconds.toFixed(1)} s, ${code === 0 ? 'passed' : 'FAILED'})\n${output}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs the steps of a lane in order (a step may be several commands side by side); stops at the first failure. */
async function lane(steps) {
  const failed = [];
  for (const step of steps) {
    const results = await Promise.all(step.map(([name, ...rest]) => run(name, ...rest).then((code) => ({ name, code }))));
    failed.push(...results.filter((r) => r.code !== 0).map((r) => r.name));
    if (failed.length) break;
  }
  return failed;
}

const chromium = await run('chromium check', process.execPath, ['scripts/ensure-chromium.mjs']);
if (chromium !== 0) finish(['chromium check']);

const node = process.execPath;
const e2eDatabase = process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
const e2e = (set) => ['npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'], { env: { ...e2eDatabase, E2E_SET: set } }];
// The build only the end-to-end tests serve: brotli at quality 5 as `npm run test:e2e` does
// (quality 11 is most of the build's time; the browser decodes either alike). `npm run build` keeps 11.
const webBuild = run('web build', 'npm', ['run', '--silent', 'build'], { env: { PRECOMPRESS_BROTLI_QUALITY: '5' } });
const failures = (
  await Promise.all([
    // The shared app on the PostgreSQL server when there is one (decision 106): production's
    // engine, and its queries then run beside the app instead of on its one thread. The unit run
    // still proves the embedded engine.
    webBuild.then((code) => (code === 0 ? lane([[['end-to-end tests', ...e2e('main')]]]) : ['web build'])),
    lane([
      [
        ['typecheck', 'npm', ['run', '--silent', 'typecheck'], { background: true }],
        ['lint', 'npm', ['run', '--silent', 'lint'], { background: true }],
      ],
      [['unit and API tests', node, ['scripts/test-unit.mjs'], { background: true }]],
    ]).then(async (failed) => (failed.length || (await webBuild) !== 0 ? failed : lane([[['end-to-end tests, last specs', ...e2e('late')]]]))),
  ])
).flat();
finish(failures);

function finish(failed) {
  times.push({ name: 'npm test (after install)', seconds: (performance.now() - started) / 1000, at: 0 });
  console.log('\nPhase times (wall, seconds; "from" is when the phase started):');
  for (const { name, seconds, at } of times) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(7)}   from ${at.toFixed(1).padStart(6)}`);
  if (failed.length) {
    console.error(`\nnpm test failed in: ${failed.join(', ')}`);
    process.exit(1);
  }
  if (bench) writeBenchmarks();
  process.exit(0);
}

function writeBenchmarks() {
  const file = `${root}docs/benchmarks.md`;
  const doc = readFileSync(file, 'utf8');
  const engines = process.env.TEST_DATABASE_URL ? 'PostgreSQL and embedded PGlite' : 'embedded PGlite only (TEST_DATABASE_URL unset)';
  const rows = times.map(({ name, seconds, at }) => `| ${name} | ${at.toFixed(1)} | ${seconds.toFixed(1)} |`).join('\n');
  const section =
    `<!-- bench:test:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:test\` on Node ${process.version}, ` +
    `${engines}, load average ${loadavg()[0].toFixed(2)} at the end. The two lanes run side by side, so phase times overlap.\n\n` +
    `| phase | started at (s) | seconds |\n|---|---|---|\n${rows}\n<!-- bench:test:end -->`;
  const marked = /<!-- bench:test:start -->[\s\S]*<!-- bench:test:end -->/;
  writeFileSync(file, marked.test(doc) ? doc.replace(marked, section) : `${doc.trimEnd()}\n\n## The test command\n\n${section}\n`);
  console.log('docs/benchmarks.md updated');
}
